import React from 'react';
import { View } from 'react-native';
import { EmailInput, HookInput } from './Fixed';

// Neither is a default keyboard the file can see: no INPUT_FORMAT_MISMATCH.
export function Account({ email, setEmail, backup, setBackup }) {
  return (
    <View>
      <EmailInput accessibilityLabel="Email" value={email} onChangeText={setEmail} returnKeyType="next" />
      <HookInput accessibilityLabel="Backup email" value={backup} onChangeText={setBackup} />
    </View>
  );
}
