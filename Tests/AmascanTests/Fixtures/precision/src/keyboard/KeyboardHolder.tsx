import React, { useRef } from 'react';
import { TextInput, View } from 'react-native';

declare const Editor: React.ComponentType<{ onReady: () => void }>;

// A one-point input that only holds the keyboard up while focus moves to a web editor: nothing it is given reads
// what is typed, so return keeping focus there traps no one. It is still an edit box a screen reader can reach,
// with no name.
export function EditorScreen() {
  const holder = useRef<TextInput>(null);
  return (
    <View>
      <TextInput ref={holder} style={{ height: 1, width: 1, position: 'absolute' }} blurOnSubmit={false} />
      <Editor onReady={() => holder.current?.blur()} />
    </View>
  );
}

// The same props on a field that takes text: return does nothing there.
export function Note({ setText }) {
  return <TextInput accessibilityLabel="Note" onChangeText={setText} blurOnSubmit={false} />;
}
