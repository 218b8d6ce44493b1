import React, { useRef } from 'react';
import { TextInput, View } from 'react-native';

// A one-line title before a multiline body: return on the title should take the user to the body. The body's own
// return adds a line, so it is never judged.
export const NewPost = () => (
  <View>
    <TextInput accessibilityLabel="Title" />
    <TextInput accessibilityLabel="Content" multiline />
  </View>
);

// Moves on already, or says "next": nothing to report.
export const NewNote = () => {
  const body = useRef<TextInput>(null);
  return (
    <View>
      <TextInput accessibilityLabel="Title" returnKeyType="next" onSubmitEditing={() => body.current?.focus()} />
      <TextInput ref={body} accessibilityLabel="Content" multiline />
    </View>
  );
};

// A multiline field before a one-line one: its return adds a line; the last field is judged as the last.
export const Feedback = () => (
  <View>
    <TextInput accessibilityLabel="Message" multiline />
    <TextInput accessibilityLabel="Your name" returnKeyType="done" />
  </View>
);
