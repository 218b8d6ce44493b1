import React, { useState } from 'react';
import { TextInput, View } from 'react-native';
import { useStore } from './store';
import { SearchScreen, NewPositionScreen } from './Screens';

// Fields written as components of their own beside the form, each keeping its text: the ticker is not the last
// field, and its return offers no "next" (reported where it is rendered, with a note to the field).
function TickerInput() {
  const setTicker = useStore((state) => state.setTicker);
  return <TextInput accessibilityLabel="Ticker" onChangeText={setTicker} />;
}

function NameInput() {
  const [name, setName] = useState('');
  return <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} returnKeyType="done" />;
}

export function TokenInfo() {
  return (
    <View>
      <TickerInput />
      <NameInput />
    </View>
  );
}

// Screens of another module that take no props are no pieces of one form (pages of a pager): not judged.
export function Pages() {
  return (
    <View>
      <SearchScreen />
      <NewPositionScreen />
    </View>
  );
}
