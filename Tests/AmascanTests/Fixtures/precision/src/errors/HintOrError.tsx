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

// The same, written in brackets before `&&`, or with a comment in the condition.
export function BracketedHintField({ label, value, showHint, hasError, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} returnKeyType="done" />
      {(showHint || hasError) && <Text>{errorMessage}</Text>}
    </View>
  );
}

export function CommentedHintField({ label, value, showHint, hasError, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} returnKeyType="done" />
      {showHint // it's the hint
        || hasError ? <Text>{errorMessage}</Text> : null}
    </View>
  );
}

// Shown only while `hasError` is set, whatever the inner condition: the message is the error.
export function ErrorThenHintField({ label, value, showHint, hasError, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} returnKeyType="done" />
      {hasError && <View>{showHint || hasError ? <Text>{errorMessage}</Text> : null}</View>}
    </View>
  );
}

export function Hints({ values, errors }) {
  return (
    <View>
      <HintOrErrorField label="Code" value={values.code} showHint hasError={!!errors.code} errorMessage="Six digits" />
      <BracketedHintField label="Pin" value={values.pin} showHint hasError={!!errors.pin} errorMessage="Four digits" />
      <CommentedHintField label="Zip" value={values.zip} showHint hasError={!!errors.zip} errorMessage="Five digits" />
      <ErrorThenHintField label="Tag" value={values.tag} hasError={!!errors.tag} errorMessage="Enter a tag" />
    </View>
  );
}
