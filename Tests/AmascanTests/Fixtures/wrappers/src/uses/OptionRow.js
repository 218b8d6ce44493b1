import React from 'react';
import { Switch, Text, View } from 'react-native';

export default function OptionRow({ label, type, value, onChange }) {
  let action = null;
  if (type === 'toggle') {
    action = <Switch value={value} onValueChange={onChange} />;
  }
  return (
    <View>
      <Text>{label}</Text>
      {action}
    </View>
  );
}
