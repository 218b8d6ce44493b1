import React, { useState } from 'react';
import { View, Button } from 'react-native';
import LockableInput from '../forms/LockableInput';

// Fields of a wrapper whose `editable` is `!locked`: editable where `locked` is left out or false, a display where
// it is true, unknown where it is computed.
export function NodeSettings({ node, onSave, saving }) {
  const [host, setHost] = useState('');
  const [port, setPort] = useState('');
  const [macaroon, setMacaroon] = useState('');
  return (
    <View>
      <LockableInput accessibilityLabel="Node" value={node.name} locked />
      <LockableInput accessibilityLabel="Host" value={host} onChangeText={setHost} />
      <LockableInput accessibilityLabel="Port" value={port} onChangeText={setPort} locked={false} />
      <LockableInput
        accessibilityLabel="Macaroon"
        value={macaroon}
        onChangeText={setMacaroon}
        onSubmitEditing={() => onSave(host, port, macaroon)}
      />
      <Button title="Save" onPress={() => onSave(host, port, macaroon)} />
    </View>
  );
}

export function NodeSecret({ onSave, saving }) {
  const [secret, setSecret] = useState('');
  const [label, setLabel] = useState('');
  return (
    <View>
      <LockableInput accessibilityLabel="Secret" value={secret} onChangeText={setSecret} locked={saving} />
      <LockableInput accessibilityLabel="Label" value={label} onChangeText={setLabel} />
      <Button title="Save" onPress={() => onSave(secret, label)} />
    </View>
  );
}
