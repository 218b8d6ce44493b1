import React, { useState } from 'react';
import { TextInput, View, Text } from 'react-native';

export default function Greeting({ name = 'world' }) {
  const [value, setValue] = useState('');
  const label = `Hello ${name}`;
  return (
    <View>
      <Text>{label}</Text>
      <TextInput value={value} onChangeText={setValue} accessibilityLabel={label} />
      {value.length > 3 && <Text>{value.length < 10 ? 'short' : 'long'}</Text>}
    </View>
  );
}
