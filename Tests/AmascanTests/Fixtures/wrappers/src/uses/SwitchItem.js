import React from 'react';
import { Text, View } from 'react-native';
import NamedSwitch from './NamedSwitch';

export default function SwitchItem({ title, value, onValueChange }) {
  return (
    <View>
      <Text>{title}</Text>
      <NamedSwitch value={value} onValueChange={onValueChange} />
    </View>
  );
}
