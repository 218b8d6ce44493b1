import React from 'react';
import { View } from 'react-native';

export const WarningBadge = () => <View style={{ width: 8, height: 8, backgroundColor: 'red' }} />;
