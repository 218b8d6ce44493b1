import React from 'react';
import { Text, TextInput, TextInputProps, View } from 'react-native';

// Shows its `label` above the field and never gives it to the input (as obytes' template does): the label still
// says what the field asks for, to everyone who sees it.
export function LabelledInput({ label, error, ...props }: TextInputProps & { label?: string; error?: string }) {
  return (
    <View>
      {label && <Text>{label}</Text>}
      <TextInput {...props} />
      {error && <Text>{error}</Text>}
    </View>
  );
}

export const SignIn = () => <LabelledInput label="Email" />;

export const SignInTyped = () => <LabelledInput label="Email" keyboardType="email-address" />;

export const Named = () => <LabelledInput label="Name" />;

// What a bare "number" asks for is unknown: a registry number is typed with letters (`NCT01234567`). A count is not.
export const Trial = () => <TextInput accessibilityLabel="Trial registry number" />;
export const Guests = () => <TextInput accessibilityLabel="Number of guests" />;
