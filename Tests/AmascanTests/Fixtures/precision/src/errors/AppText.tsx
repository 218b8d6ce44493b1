import React from 'react';
import { Text } from 'react-native';

// The design system's text: react-native's Text with the children it is given.
export function AppText({ children, color }) {
  return <Text style={{ color }}>{children}</Text>;
}

export const Caption = (props) => <Text {...props} />;
