import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// The topic can be edited once the stream has text, which is when return on the stream matters: the stream is not
// the last field, and return does not move on (reported).
export function Share({ send }) {
  const [stream, setStream] = useState('');
  const [topic, setTopic] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Stream" value={stream} onChangeText={setStream} />
      <TextInput accessibilityLabel="Topic" value={topic} onChangeText={setTopic} editable={stream !== ''} />
      <Button title="Send" onPress={send} />
    </View>
  );
}

// Editable under a condition that is not about the first field's text, or only while it is empty: the first field
// may be the last, and is not judged.
export function Other({ send, ready }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} />
      <TextInput accessibilityLabel="Note" value={note} onChangeText={setNote} editable={ready} />
      <TextInput accessibilityLabel="Code" value={code} onChangeText={setCode} editable={note.length === 0} />
      <Button title="Send" onPress={send} />
    </View>
  );
}
