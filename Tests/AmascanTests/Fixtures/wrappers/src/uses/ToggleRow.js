import React from 'react';
import { Text, View } from 'react-native';
import Toggle from './Toggle';

export default function ToggleRow({ label, value, onValueChange }) {
  return (
    <View>
      <Text>{label}</Text>
      <Toggle value={value} onValueChange={onValueChange} />
    </View>
  );
}
