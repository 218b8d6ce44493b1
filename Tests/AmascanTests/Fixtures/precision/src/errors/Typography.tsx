import React from 'react';
import { Pressable, Text } from 'react-native';

// A design system's small text: a link when asked, else text. Not plain react-native `Text` everywhere it renders.
export function Small({ children, asLink, onPress }) {
  if (asLink) {
    return (
      <Pressable onPress={onPress}>
        <Text>{children}</Text>
      </Pressable>
    );
  }
  return <Text>{children}</Text>;
}
