import React from 'react';
import { TextInput } from 'react-native';

export function Field({ label, ...rest }) {
  return <TextInput accessibilityLabel={label} {...rest} />;
}
