import React from 'react';
import { Text } from 'react-native';

export default function Markdown({ value }) {
  return <Text>{value}</Text>;
}
