import React from 'react';
import { Text, TextInput, View } from 'react-native';

// A render helper called beside each field draws that field's error: both fields are judged.
export function Fees({ baseFeeError, tipError, setBase, setTip }) {
  const renderWarning = (error) =>
    error && (
      <View>
        <Text>{error.message}</Text>
      </View>
    );
  return (
    <View>
      <View>
        <TextInput accessibilityLabel="Max base fee" keyboardType="numeric" onChangeText={setBase} />
        {renderWarning(baseFeeError)}
      </View>
      <View>
        <TextInput accessibilityLabel="Miner tip" keyboardType="numeric" onChangeText={setTip} />
        {renderWarning(tipError)}
      </View>
    </View>
  );
}

// A field that carries an error under its own name may carry the one the helper draws: not reported.
export function Tip({ tipError, setTip }) {
  const renderWarning = (error) => error && <Text>{error.message}</Text>;
  return (
    <View>
      <TextInput accessibilityLabel="Tip" accessibilityHint={tipError?.message} onChangeText={setTip} />
      {renderWarning(tipError)}
    </View>
  );
}

// The helper called below each field in one container: each call draws that field's error.
export function Credentials({ emailError, passwordError, setEmail, setPassword }) {
  const renderError = (error) => (error ? <Text>{error}</Text> : null);
  return (
    <View>
      <TextInput accessibilityLabel="Email address" keyboardType="email-address" onChangeText={setEmail} />
      {renderError(emailError)}
      <TextInput accessibilityLabel="Password" secureTextEntry onChangeText={setPassword} />
      {renderError(passwordError)}
    </View>
  );
}
