import React, { useState } from 'react';
import { Text, TextInput, View } from 'react-native';

// The result of checking the field is a cross or a check mark drawn beside it: a screen reader meets the glyph on
// its own, if at all, and never hears that the password was refused.
export function MasterPassword({ checks, keyId, onChange }) {
  const [password, setPassword] = useState('');
  const passwordOk = checks[keyId] === true ? '✔' : '❌';
  return (
    <View style={{ flexDirection: 'row' }}>
      <TextInput
        accessibilityLabel="Master password"
        secureTextEntry
        value={password}
        onChangeText={(text) => {
          setPassword(text);
          onChange(text);
        }}
      />
      <Text>{passwordOk}</Text>
    </View>
  );
}

// A check mark and a dash: nothing says the value was refused.
export function SyncState({ synced, name, onChange }) {
  const mark = synced ? '✔' : '–';
  return (
    <View style={{ flexDirection: 'row' }}>
      <TextInput accessibilityLabel="Device name" value={name} onChangeText={onChange} />
      <Text>{mark}</Text>
    </View>
  );
}

// The same written in a render helper of the component, one per key.
export function KeyList({ keys, checks, passwords, onPasswordChange }) {
  const renderKey = (key) => {
    const checked = checks[key.id] === true ? '✔' : '❌';
    return (
      <View key={key.id} style={{ flexDirection: 'row' }}>
        <TextInput
          accessibilityLabel={`Password for ${key.name}`}
          secureTextEntry
          value={passwords[key.id]}
          onChangeText={(text) => onPasswordChange(key, text)}
        />
        <Text>{checked}</Text>
      </View>
    );
  };
  return <View>{keys.map(renderKey)}</View>;
}
