import React from 'react';
import { TextInput } from 'react-native';

export default function Field({ style, ...rest }) {
  return <TextInput style={style} {...rest} />;
}
