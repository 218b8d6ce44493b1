import React, { useState } from 'react';
import { TextInput } from 'react-native';

// Passes the keyboard on: its callers choose it.
export const FormInput = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;

// Sets the email keyboard before the spread: its callers get it unless they choose another.
export const EmailInput = (props) => <FormInput keyboardType="email-address" {...props} />;

// Hides what is typed itself, and lets the user show it: the caller cannot set `secureTextEntry`.
export function PasswordInput(props) {
  const [hidden, setHidden] = useState(true);
  return <TextInput {...props} secureTextEntry={hidden} onFocus={() => setHidden(true)} />;
}
