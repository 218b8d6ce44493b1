import React, { useState } from 'react';
import { Text, TextInput, View } from 'react-native';
import strings from './strings';

// A heading read from the app's table of strings: the same words on every render, whatever the field holds, even
// though its key speaks of a warning.
export function Memo() {
  const [memo, setMemo] = useState('');
  return (
    <View>
      <Text>{strings.send.fee_warning_title}</Text>
      <TextInput accessibilityLabel="Memo" value={memo} onChangeText={setMemo} />
    </View>
  );
}

// A value of the component shown always, empty while the field is valid: an error.
export function Amount() {
  const [amount, setAmount] = useState('');
  const amountError = Number.isNaN(Number(amount)) ? strings.send.not_a_number : '';
  return (
    <View>
      <TextInput accessibilityLabel="Amount" value={amount} onChangeText={setAmount} keyboardType="decimal-pad" />
      <Text>{amountError}</Text>
    </View>
  );
}
