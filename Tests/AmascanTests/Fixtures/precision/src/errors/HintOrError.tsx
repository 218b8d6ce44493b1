import React from 'react';
import { Text, TextInput, View } from 'react-native';

// The message shows while a hint is wanted or an error is set: with the hint on, a string written at the call
// site is shown whatever is typed, an instruction rather than the error.
export function HintOrErrorField({ label, value, showHint, hasError, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} returnKeyType="done" />
      {showHint || hasError ? <Text>{errorMessage}</Text> : null}
    </View>
  );
}

export function Hints({ values, errors }) {
  return <HintOrErrorField label="Code" value={values.code} showHint hasError={!!errors.code} errorMessage="Six digits" />;
}
