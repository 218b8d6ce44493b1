import React from 'react';
import { TextInput, View } from 'react-native';

// Takes `accessibilityHint` out of its props and passes it on by name: what a call site gives it is read.
export const HintInput = ({ accessibilityHint, ...rest }) => (
  <TextInput accessibilityHint={accessibilityHint} {...rest} />
);

// Spreads what it does not use onto `HintInput`: `accessibilityHint` reaches the input through both.
export const CodeInput = ({ icon, ...rest }) => (
  <View>
    {icon}
    <HintInput {...rest} />
  </View>
);
