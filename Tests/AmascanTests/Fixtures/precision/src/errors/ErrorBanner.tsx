import React from 'react';
import { Text } from 'react-native';

export function ErrorBanner({ message }) {
  return <Text>{message}</Text>;
}
