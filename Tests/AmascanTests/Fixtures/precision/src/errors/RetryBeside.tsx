import React, { useState } from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

// The editor failed to load: the message comes with a button that loads it again. It is not the title field's
// error, whatever it sits next to.
export function NoteEditor({ loadEditor }: { loadEditor: () => Promise<void> }) {
  const [title, setTitle] = useState('');
  const [editorError, setEditorError] = useState<string | null>(null);
  return (
    <View>
      {editorError && (
        <View>
          <Text>Could not open the editor: {editorError}</Text>
          <Pressable onPress={() => loadEditor().catch((e) => setEditorError(String(e)))}>
            <Text>Try again</Text>
          </Pressable>
        </View>
      )}
      <TextInput accessibilityLabel="Title" value={title} onChangeText={setTitle} />
    </View>
  );
}

// The title's own error, beside it with nothing to retry: reported.
export function NoteTitle() {
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState('');
  return (
    <View>
      <TextInput
        accessibilityLabel="Title"
        value={title}
        onChangeText={(text) => {
          setTitle(text);
          setTitleError(text.length > 80 ? 'Keep the title under 80 characters' : '');
        }}
      />
      {titleError !== '' && <Text>{titleError}</Text>}
    </View>
  );
}
