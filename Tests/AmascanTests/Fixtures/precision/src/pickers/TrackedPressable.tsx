import React from 'react';
import { Pressable } from 'react-native';

// A project pressable that logs each press and passes everything else on.
export default function TrackedPressable({ onPress, ...props }) {
  return <Pressable {...props} onPress={(event) => onPress?.(event)} />;
}
