import React, { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Form, TextInput } from '@react-native-ama/forms';

type AmaFormScreenProps = {
  onSave: (name: { firstName: string; lastName: string }) => Promise<void>;
};

export function AmaFormScreen({ onSave }: AmaFormScreenProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (): Promise<boolean> => {
    if (!firstName.trim() || !lastName.trim()) {
      return false;
    }
    setBusy(true);
    try {
      await onSave({ firstName: firstName.trim(), lastName: lastName.trim() });
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
          returnKeyType="done"
          value={lastName}
          onChangeText={setLastName}
          style={styles.input}
        />
        <Form.Submit accessibilityLabel="Save name" busy={busy} style={styles.button}>
          <Text style={styles.buttonText}>Save</Text>
        </Form.Submit>
      </Form>
    </View>
  );
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
