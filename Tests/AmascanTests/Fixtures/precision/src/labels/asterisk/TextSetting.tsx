import React from 'react';
import { TextInput, View } from 'react-native';
import FieldLabel from './FieldLabel';

// A settings field that shows the label above its input: whether the asterisk shows is its caller's `optional`.
export default function TextSetting({ label, optional, value, onChange }) {
  return (
    <View>
      <FieldLabel label={label} optional={optional} />
      <TextInput value={value} onChangeText={onChange} placeholder={label} multiline />
    </View>
  );
}
