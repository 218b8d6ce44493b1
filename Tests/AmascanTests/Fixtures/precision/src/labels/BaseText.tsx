import React from 'react';
import { Text } from 'react-native';

// A design system's base text: react-native's Text with the children and props it is given.
export function BaseText({ children, ...props }) {
  return <Text {...props}>{children}</Text>;
}
