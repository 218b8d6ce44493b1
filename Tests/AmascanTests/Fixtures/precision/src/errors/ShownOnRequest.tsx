import React from 'react';
import { Text, TextInput, TextInputProps, View } from 'react-native';

type Form = { touched: Record<string, boolean>; errors: Record<string, string>; values: Record<string, string> };

// Shows the field's error only for callers that ask for it with `showError` (as zoe's covid tracker does): a call
// site that leaves it out shows no error text, so it has none to attach.
export function FormField({
  form,
  name,
  label,
  showError,
  ...rest
}: TextInputProps & { form: Form; name: string; label: string; showError?: boolean }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={form.values[name]} {...rest} />
      {showError && !!form.touched[name] && !!form.errors[name] ? <Text>{form.errors[name]}</Text> : null}
    </View>
  );
}

export const Profile = ({ form }: { form: Form }) => (
  <View>
    <FormField form={form} name="name" label="Name" />
    <FormField form={form} name="email" label="Email address" keyboardType="email-address" showError />
  </View>
);

// Renders the field without asking for its error: nothing is shown to attach, at its own call sites either.
export const OtherQuestion = ({ form }: { form: Form }) => <FormField form={form} name="other" label="Other" />;

export const About = ({ form }: { form: Form }) => <OtherQuestion form={form} />;
