import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// The sign-in fields are drawn by a render helper the screen calls only while no registration is being confirmed.
// Both render whenever the helper does: email is not the last field, and its return neither says "next" nor moves on.
export const AuthSection = ({ signIn }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);

  const renderSignIn = () => (
    <View>
      <TextInput
        accessibilityLabel="Email"
        keyboardType="email-address"
        onChangeText={setEmail}
        value={email}
      />
      <TextInput accessibilityLabel="Password" secureTextEntry onChangeText={setPassword} value={password} />
      <Button title="Sign in" onPress={signIn} />
    </View>
  );

  // A field the helper draws only when the email is filled in: not a step that always follows it.
  const renderCode = () => (
    <View>
      <TextInput accessibilityLabel="Code" keyboardType="number-pad" returnKeyType="done" />
      {email !== '' && <TextInput accessibilityLabel="Backup code" returnKeyType="done" />}
    </View>
  );

  return (
    <View>
      {!confirming && renderSignIn()}
      {confirming && renderCode()}
      <Button title="Confirm" onPress={() => setConfirming(false)} />
    </View>
  );
};
