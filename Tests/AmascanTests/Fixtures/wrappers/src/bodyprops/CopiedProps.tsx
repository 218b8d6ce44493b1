import React from 'react';
import { TextInput, View } from 'react-native';

// A copy of the props, completed in the body, spread onto the input: call sites are judged through it.
function ThemedInput(props) {
  const finalProps = { ...props };
  if (!('placeholderTextColor' in finalProps)) finalProps.placeholderTextColor = '#888';
  finalProps.style = [{ fontSize: 16 }, finalProps.style];
  return <TextInput {...finalProps} />;
}

// A copy that sets the name itself: its callers cannot name the input.
function NamedInput(props) {
  const copy = { ...props, accessibilityLabel: 'Search' };
  return <TextInput {...copy} />;
}

// A copy that sets a keyboard prop from another: its value at the input is the wrapper's, unknown.
function SecretInput(props) {
  const copy = { ...props, secureTextEntry: !!props.secret };
  return <TextInput {...copy} />;
}

export function Folder({ title, setTitle }) {
  return (
    <View>
      <ThemedInput placeholder="Notebook title" value={title} onChangeText={setTitle} />
      <ThemedInput accessibilityLabel="Notebook title" value={title} onChangeText={setTitle} />
      <NamedInput placeholder="Search" />
      <SecretInput accessibilityLabel="Password" secret />
    </View>
  );
}
