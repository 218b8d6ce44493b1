import React, { useState } from 'react';
import { TextInput } from 'react-native';

export function SearchScreen() {
  const [query, setQuery] = useState('');
  return <TextInput accessibilityLabel="Market" value={query} onChangeText={setQuery} />;
}

export function NewPositionScreen() {
  const [amount, setAmount] = useState('');
  return <TextInput accessibilityLabel="Amount" keyboardType="decimal-pad" value={amount} onChangeText={setAmount} />;
}
