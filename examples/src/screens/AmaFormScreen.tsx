import React, { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Form, TextInput } from '@react-native-ama/forms';

type AmaFormScreenProps = {
  onSave: (details: { firstName: string; lastName: string; email: string }) => Promise<void>;
};

export function AmaFormScreen({ onSave }: AmaFormScreenProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const handleSubmit = async (): Promise<boolean> => {
    if (!firstName.trim() || !lastName.trim() || !isValidEmail(email)) {
      return false;
    }
    setBusy(true);
    try {
      await onSave({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() });
      return true;
    } finally {
      setBusy(false);
    }
  };

  return (
    <View style={styles.container}>
      <Form onSubmit={handleSubmit}>
        <TextInput
          labelComponent={<Text style={styles.label}>First name</Text>}
          hasValidation={false}
          autoComplete="given-name"
          returnKeyType="next"
          value={firstName}
          onChangeText={setFirstName}
          style={styles.input}
        />
        <TextInput
          accessibilityLabel="Last name"
          hasValidation={false}
          autoComplete="family-name"
          returnKeyType="next"
          value={lastName}
          onChangeText={setLastName}
          style={styles.input}
        />
        <TextInput
          labelComponent={<Text style={styles.label}>Email</Text>}
          hasValidation
          hasError={email.trim() !== '' && !isValidEmail(email)}
          errorComponent={<Text style={styles.error}>Enter an email address like name@example.com</Text>}
          autoCapitalize="none"
          autoComplete="email"
          keyboardType="email-address"
          returnKeyType="done"
          value={email}
          onChangeText={setEmail}
          style={styles.input}
        />
        <Form.Submit accessibilityLabel="Save details" busy={busy} style={styles.button}>
          <Text style={styles.buttonText}>Save</Text>
        </Form.Submit>
      </Form>
    </View>
  );
}

function isValidEmail(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value.trim());
}

const styles = StyleSheet.create({
  container: {
    flex: 1,
    padding: 24,
  },
  label: {
    fontSize: 14,
    fontWeight: '600',
    marginBottom: 4,
  },
  error: {
    marginBottom: 16,
    color: '#d64545',
  },
  input: {
    borderWidth: 1,
    borderColor: '#9aa5b1',
    borderRadius: 8,
    paddingHorizontal: 12,
    paddingVertical: 10,
    fontSize: 16,
    marginBottom: 16,
  },
  button: {
    backgroundColor: '#2563eb',
    borderRadius: 8,
    paddingVertical: 14,
    alignItems: 'center',
  },
  buttonText: {
    color: '#ffffff',
    fontSize: 16,
    fontWeight: '600',
  },
});
