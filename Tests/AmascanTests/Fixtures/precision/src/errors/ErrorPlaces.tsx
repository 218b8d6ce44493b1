import React, { useState } from 'react';
import { Modal, Pressable, Text, TextInput, View } from 'react-native';

// The import's failure is told in a dialog: presented, a Modal takes the screen reader's focus, which reads it.
export function ImportScreen({ onImport }) {
  const [username, setUsername] = useState('');
  const [importError, setImportError] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Username" value={username} onChangeText={setUsername} />
      <Pressable accessibilityRole="button" onPress={() => onImport(username).catch((e) => setImportError(e.message))}>
        <Text>Import</Text>
      </Pressable>
      <Modal visible={importError !== ''} transparent>
        <View>{importError ? <Text>{importError}</Text> : null}</View>
      </Modal>
    </View>
  );
}

// The failure replaces the field: they are never on screen together.
export function ChallengeScreen({ store }) {
  return (
    <View>
      {!store.challengeError && (
        <TextInput accessibilityLabel="Challenge answer" value={store.answer} onChangeText={store.setAnswer} />
      )}
      {store.challengeError && <Text>{store.challengeError}</Text>}
    </View>
  );
}

// Beside the field, outside any dialog and under no opposite condition: not read with it.
export function RenameScreen({ name, onChange, nameError }) {
  return (
    <View>
      <TextInput accessibilityLabel="New name" value={name} onChangeText={onChange} />
      {nameError ? <Text>{nameError}</Text> : null}
    </View>
  );
}
