import React from 'react';
import { Pressable, Text } from 'react-native';

// Draws a title of its own: its call sites are named by it, so they are no bare pressable.
export function TitledTap({ title, ...rest }) {
  return (
    <Pressable {...rest}>
      <Text>{title}</Text>
    </Pressable>
  );
}
