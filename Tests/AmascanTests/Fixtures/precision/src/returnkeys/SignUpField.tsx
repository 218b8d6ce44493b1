import React from 'react';
import { Text, TextInput, View } from 'react-native';

// Takes its props one by one and passes no return-key prop on: its input's return key is the default, and
// nothing moves focus on return, whatever a caller writes.
export const SignUpField = ({ label, onChangeText, secureTextEntry = false }) => (
  <View>
    <Text>{label}</Text>
    <TextInput accessibilityLabel={label} onChangeText={onChangeText} secureTextEntry={secureTextEntry} />
  </View>
);
