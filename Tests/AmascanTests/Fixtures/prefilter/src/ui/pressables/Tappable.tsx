import React from 'react';
import { Pressable } from 'react-native';

// Logs the press, then does what the call site asked: its call sites are the pressable.
export default function Tappable({ onPress, ...rest }) {
  return (
    <Pressable
      {...rest}
      onPress={(event) => {
        console.log('pressed');
        onPress?.(event);
      }}
    />
  );
}
