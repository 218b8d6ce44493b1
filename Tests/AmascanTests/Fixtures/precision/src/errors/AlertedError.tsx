import React from 'react';
import { Alert, Pressable, Text, TextInput, View } from 'react-native';

// The error is shown only in an alert, from a sign pressed beside the field: the field never carries it.
export function AlertedField({ label, errorMessage, value, onChangeText }) {
  return (
    <View>
      {errorMessage && (
        <View>
          <Pressable accessibilityRole="button" accessibilityLabel="Problem" onPress={() => Alert.alert(errorMessage)}>
            <Text>!</Text>
          </Pressable>
        </View>
      )}
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />
    </View>
  );
}

// A button under an error that acts on it (a retry) presents nothing.
export function RetryField({ label, error, value, onChangeText, retry }) {
  return (
    <View>
      {error && (
        <Pressable accessibilityRole="button" onPress={() => retry(error)}>
          <Text>Retry</Text>
        </Pressable>
      )}
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />
    </View>
  );
}

export const Name = ({ errors, values, set }) => (
  <AlertedField label="Name" errorMessage={errors.name} value={values.name} onChangeText={set} />
);

export const Bio = ({ errors, values, set }) => (
  <RetryField label="Bio" error={errors.bio} value={values.bio} onChangeText={set} retry={set} />
);
