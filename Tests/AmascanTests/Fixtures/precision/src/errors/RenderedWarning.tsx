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
