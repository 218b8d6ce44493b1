import React from 'react';
import { Text } from 'react-native';
import Icon from 'react-native-vector-icons/MaterialCommunityIcons';

// The project's own icon: a glyph of an icon font, no words.
export default function AppIcon({ name }) {
  return <Icon name={name} size={18} />;
}

// A badge that draws a count: text.
export function CountBadge({ count }) {
  return <Text>{count}</Text>;
}
