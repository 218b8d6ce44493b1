import React from 'react';
import { Text } from 'react-native';

export default function Badge() {
  return <Text>3</Text>;
}
