import React from 'react';
import { Alert, Pressable, Text, TextInput, View } from 'react-native';

// The error is shown only in an alert, from a sign pressed beside the field: the field never carries it.
export function AlertedField({ t, label, errorMessage, value, onChangeText }) {
  return (
    <View>
      {errorMessage && (
        <View>
          <Pressable accessibilityRole="button" accessibilityLabel="Problem" onPress={() => Alert.alert(t('error, again'), errorMessage)}>
            <Text>!</Text>
          </Pressable>
        </View>
      )}
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />
    </View>
  );
}

// A button under an error that acts on it (a retry, a help screen, a dismissal) presents nothing.
export function RetryField({ label, error, value, onChangeText, retry, showSupport, dismissAlert }) {
  return (
    <View>
      {error && (
        <View>
          <Pressable accessibilityRole="button" onPress={() => retry(error)}>
            <Text>Retry</Text>
          </Pressable>
          <Pressable accessibilityRole="button" onPress={() => showSupport(error)}>
            <Text>Help</Text>
          </Pressable>
          <Pressable accessibilityRole="button" onPress={() => dismissAlert(error)}>
            <Text>Close</Text>
          </Pressable>
        </View>
      )}
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />
    </View>
  );
}

export const Name = ({ errors, values, set }) => (
  <AlertedField t={(key) => key} label="Name" errorMessage={errors.name} value={values.name} onChangeText={set} />
);

export const Bio = ({ errors, values, set }) => (
  <RetryField label="Bio" error={errors.bio} value={values.bio} onChangeText={set} retry={set} />
);
