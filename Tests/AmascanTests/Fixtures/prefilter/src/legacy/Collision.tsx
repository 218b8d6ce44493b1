import React from 'react';
import { Text } from 'react-native';

// Its own component under a name the ui folder also exports: no import leads there, so it is never parsed.
export const Renamed = ({ note }: { note: string }) => <Text>{note}</Text>;
