import React from 'react';
import { Text } from 'react-native';

export const Heading = ({ children }) => <Text style={{ fontWeight: 'bold' }}>{children}</Text>;
