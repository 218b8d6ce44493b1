import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// The confirmation is shown when the server asks for it: the new password is not the last field then, and its
// return offers no "next" (reported, naming the condition).
export function NewPassword({ requireConfirmation, save }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="New password" value={password} onChangeText={setPassword} secureTextEntry />
      {requireConfirmation ? (
        <TextInput accessibilityLabel="Confirm password" value={confirm} onChangeText={setConfirm} secureTextEntry />
      ) : null}
      <Button title="Save" onPress={save} />
    </View>
  );
}

// Return that submits, a key that says "go", or fields in the two branches of one condition: not judged.
export function Verify({ withCode, verify }) {
  const [user, setUser] = useState('');
  const [code, setCode] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="User" value={user} onChangeText={setUser} onSubmitEditing={verify} />
      {withCode && <TextInput accessibilityLabel="Code" value={code} onChangeText={setCode} />}
    </View>
  );
}

export function Go({ withNote }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} returnKeyType="go" />
      {withNote && <TextInput accessibilityLabel="Note" value={note} onChangeText={setNote} />}
    </View>
  );
}

export function Either({ long }) {
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  return (
    <View>
      {long ? (
        <TextInput accessibilityLabel="Title" value={title} onChangeText={setTitle} />
      ) : (
        <TextInput accessibilityLabel="Short title" value={title} onChangeText={setTitle} />
      )}
      {!long && <TextInput accessibilityLabel="Note" value={note} onChangeText={setNote} />}
    </View>
  );
}

// A condition written over two lines is named on one.
export function Relay({ relay, custom, save }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} />
      {relay ===
        custom && <TextInput accessibilityLabel="Relay address" value={url} onChangeText={setUrl} />}
      <Button title="Save" onPress={save} />
    </View>
  );
}
