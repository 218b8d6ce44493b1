import React, { useRef, useState } from 'react';
import { TextInput, View } from 'react-native';
import { focusField } from './focusField';
import { PlaceSearch } from './PlaceSearch';
import { SignUpField } from './SignUpField';

// The wrapper keeps its return key: the first field cannot move on, whatever this screen writes.
export function SignUp() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <View>
      <SignUpField label="Name" onChangeText={setName} returnKeyType="next" />
      <SignUpField label="Password" onChangeText={setPassword} secureTextEntry />
    </View>
  );
}

// Widgets that edit their own text are no step of a form.
export function Filters({ onPlace, onOther }) {
  return (
    <View>
      <PlaceSearch visible onSelect={onPlace} />
      <PlaceSearch visible={false} onSelect={onOther} />
    </View>
  );
}

// "next" with nothing that moves focus: before another field, and alone.
export function Channel() {
  return (
    <View>
      <TextInput accessibilityLabel="Name" returnKeyType="next" />
      <TextInput accessibilityLabel="Purpose" returnKeyType="done" />
    </View>
  );
}

export const Rename = () => <TextInput accessibilityLabel="New name" returnKeyType="next" />;

// What the caller does on return may move focus: unknown here.
export const Forward = ({ onDone }) => (
  <TextInput accessibilityLabel="Forward to" returnKeyType="next" onSubmitEditing={() => onDone()} />
);

// Return keeps focus and does nothing: NO_KEYBOARD_TRAP's, reported once.
export const Code = () => <TextInput accessibilityLabel="Code" returnKeyType="next" blurOnSubmit={false} />;

// A helper that focuses a field the file does not name may move on.
export function Link() {
  const url = useRef(null);
  return (
    <View>
      <TextInput accessibilityLabel="Text" returnKeyType="next" onSubmitEditing={() => focusField(url.current)} />
      <TextInput ref={url} accessibilityLabel="Link" returnKeyType="done" />
    </View>
  );
}

// Read-only while it saves: judged for when the user can type. The field after it may be read-only when this one
// is not, so it does not make this one not the last.
export function Profile({ saving, locked }) {
  return (
    <View>
      <TextInput accessibilityLabel="First name" editable={!saving} returnKeyType="done" />
      <TextInput accessibilityLabel="Last name" editable={!saving} returnKeyType="done" />
      <TextInput accessibilityLabel="Nickname" returnKeyType="done" />
      <TextInput accessibilityLabel="Team" editable={!locked} />
    </View>
  );
}

// Both editable exactly when `canEdit` is: when the first can be typed in, so can the second. Fields rendered from
// what a call returns (`Object.entries(…).map`) are rows of a list, no step of the form.
export function Password({ canEdit, extra }) {
  return (
    <View>
      <TextInput accessibilityLabel="Current password" editable={canEdit} secureTextEntry />
      <TextInput accessibilityLabel="New password" editable={canEdit} secureTextEntry returnKeyType="done" />
      {Object.entries(extra).map(([key, value]) => (
        <TextInput key={key} accessibilityLabel={key} defaultValue={value} />
      ))}
    </View>
  );
}
