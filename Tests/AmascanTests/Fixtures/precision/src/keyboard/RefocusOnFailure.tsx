import React, { useRef, useState } from 'react';
import { Alert, TextInput, View } from 'react-native';

// Return submits; only when the name is empty does the field take focus back, after saying why. Focus is not
// kept: a valid name leaves the screen.
export function RenameFolder({ onRename, onDone }: { onRename: (name: string) => void; onDone: () => void }) {
  const inputRef = useRef<TextInput>(null);
  const [name, setName] = useState('');
  const submit = () => {
    if (name.trim() === '') {
      Alert.alert('A folder needs a name');
      inputRef.current?.focus();
      return;
    }
    onRename(name.trim());
    onDone();
  };
  return (
    <View>
      <TextInput
        ref={inputRef}
        accessibilityLabel="Folder name"
        value={name}
        onChangeText={setName}
        onSubmitEditing={submit}
      />
    </View>
  );
}

// The same refocus through a helper called only on failure.
export function RenameTag({ onRename }: { onRename: (name: string) => void }) {
  const inputRef = useRef<TextInput>(null);
  const [name, setName] = useState('');
  const refocus = () => inputRef.current?.focus();
  return (
    <TextInput
      ref={inputRef}
      accessibilityLabel="Tag name"
      value={name}
      onChangeText={setName}
      onSubmitEditing={() => (name === '' ? refocus() : onRename(name))}
    />
  );
}

// A trap: return always puts focus back in the field, whatever it holds.
export function Scratch({ onSave }: { onSave: (text: string) => void }) {
  const inputRef = useRef<TextInput>(null);
  const [text, setText] = useState('');
  const keep = () => {
    onSave(text);
    inputRef.current?.focus();
  };
  return <TextInput ref={inputRef} accessibilityLabel="Scratch" value={text} onChangeText={setText} onSubmitEditing={keep} />;
}
