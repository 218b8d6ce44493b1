import React, { useState } from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';
import { Small } from './Typography';

// The message is drawn only while `hasError` is set: a message written at the call site is the error.
export function MessageField({ label, value, onChangeText, hasError, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />
      {hasError && <Text>{errorMessage}</Text>}
    </View>
  );
}

// The error state is the field's own; the message is drawn below the pressable that holds the input.
export function PinField({ label, value, onValidate, errorMessage = '' }) {
  const [hasError, setHasError] = useState(false);
  return (
    <View>
      <Pressable accessible={false}>
        <TextInput accessibilityLabel={label} value={value} onChangeText={(pin) => setHasError(!onValidate(pin))} />
      </Pressable>
      {hasError && errorMessage && <Small>{errorMessage}</Small>}
    </View>
  );
}

// Draws the note whenever it is given: a string written at the call site is an instruction, not an error.
export function NoteField({ label, value, errorNote }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} />
      {Boolean(errorNote) && <Small>{errorNote}</Small>}
    </View>
  );
}
