// A wrapper that takes its props apart in its body, not in its parameter: the rest reaches the input.
import React from 'react';
import { TextInput } from 'react-native';

export default function BodyInput(props) {
  const { style, hint, ...restProps } = props;
  return <TextInput style={style} placeholder={hint} {...restProps} />;
}
