import React from 'react';
import { TextInput, View } from 'react-native';
import { FieldLabel } from './ui';

// The label component reached through a module that re-exports it.
export function Address({ form }) {
  return (
    <View>
      <FieldLabel label="Street" />
      <TextInput value={form.street} accessibilityLabel="Street" multiline />
    </View>
  );
}
