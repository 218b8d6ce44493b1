import React from 'react';
import { StyleSheet, Text, TextInput as NativeTextInput, View } from 'react-native';
import type { TextInputProps as NativeTextInputProps } from 'react-native';

export type TextInputProps = NativeTextInputProps & {
  label: string;
};

/**
 * App-level text input: a visible caption plus react-native's TextInput,
 * with the caption forwarded as the accessibility label.
 */
export function TextInput(props: TextInputProps) {
  const { label, style, ...rest } = props;

  return (
    <View style={styles.container}>
      <Text style={styles.caption}>{label}</Text>
      <NativeTextInput
        {...rest}
        accessibilityLabel={props.label}
        style={[styles.input, style]}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  container: {
    marginBottom: 12,
  },
  caption: {
    fontSize: 13,
    color: '#52606d',
    marginBottom: 4,
  },
  input: {
    borderBottomWidth: 1,
    borderBottomColor: '#9aa5b1',
    paddingVertical: 8,
    fontSize: 16,
  },
});
