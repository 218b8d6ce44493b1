import React from 'react';
import { Text, TextInput, TextInputProps, View } from 'react-native';

// The wrapper shows `label` above the field but never gives it to the input: every call site that passes a label
// gets an unnamed field, and the fix is one line here.
export const FloatingInput = ({ label = '', ...rest }: TextInputProps & { label?: string }) => (
  <View>
    <Text>{label}</Text>
    <TextInput {...rest} />
  </View>
);

export const Profile = () => (
  <>
    <FloatingInput label="Display name" />
    <FloatingInput label="Position" />
    <FloatingInput label="Nickname" accessibilityLabel="Nickname" />
  </>
);
