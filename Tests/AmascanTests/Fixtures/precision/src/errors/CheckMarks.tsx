import React, { useState } from 'react';
import { Alert, Text, TextInput, View } from 'react-native';

// The result of checking the field is a cross or a check mark drawn beside it: a screen reader meets the glyph on
// its own, if at all, and never hears that the password was refused.
export function MasterPassword({ checks, keyId, onChange }) {
  const [password, setPassword] = useState('');
  const passwordOk = checks[keyId] === true ? '✔' : '❌';
  return (
    <View style={{ flexDirection: 'row' }}>
      <TextInput
        accessibilityLabel="Master password"
        secureTextEntry
        value={password}
        onChangeText={(text) => {
          setPassword(text);
          onChange(text);
        }}
      />
      <Text>{passwordOk}</Text>
    </View>
  );
}

// A check mark and a dash: nothing says the value was refused.
export function SyncState({ synced, name, onChange }) {
  const mark = synced ? '✔' : '–';
  return (
    <View style={{ flexDirection: 'row' }}>
      <TextInput accessibilityLabel="Device name" value={name} onChangeText={onChange} />
      <Text>{mark}</Text>
    </View>
  );
}

// The same written in a render helper of the component, one per key.
export function KeyList({ keys, checks, passwords, onPasswordChange }) {
  const renderKey = (key) => {
    const checked = checks[key.id] === true ? '✔' : '❌';
    return (
      <View key={key.id} style={{ flexDirection: 'row' }}>
        <TextInput
          accessibilityLabel={`Password for ${key.name}`}
          secureTextEntry
          value={passwords[key.id]}
          onChangeText={(text) => onPasswordChange(key, text)}
        />
        <Text>{checked}</Text>
      </View>
    );
  };
  return <View>{keys.map(renderKey)}</View>;
}

// The helper's mark read by a helper written inside it (one input per key): still the field's result.
export function NestedHelpers({ keys, checks, passwords, onPasswordChange }) {
  const renderKey = (key) => {
    const passwordOk = checks[key.id] === true ? '✔' : '❌';
    const renderInput = (id) => (
      <View style={{ flexDirection: 'row' }}>
        <TextInput
          accessibilityLabel="Key password"
          secureTextEntry
          value={passwords[id]}
          onChangeText={(text) => onPasswordChange(id, text)}
        />
        <Text>{passwordOk}</Text>
      </View>
    );
    return renderInput(key.id);
  };
  return <View>{keys.map(renderKey)}</View>;
}

// A callback's const is not what the component shows under the same name: the state `note` is.
export function SavedNote() {
  const [note, setNote] = useState('Saved');
  const [text, setText] = useState('');
  const warn = () => {
    const note = '⚠️';
    Alert.alert(note, 'Careful');
  };
  return (
    <View>
      <TextInput accessibilityLabel="Text" value={text} onChangeText={setText} onBlur={warn} />
      <Text>{note}</Text>
    </View>
  );
}

// One helper's const is not another helper's parameter of the same name.
export function Rows({ value, setValue }) {
  const trimmed = value.trim();
  const remove = () => {
    const icon = '❌';
    Alert.alert(icon, trimmed);
  };
  const renderRow = (icon) => (
    <View>
      <TextInput accessibilityLabel="Value" value={value} onChangeText={setValue} onBlur={remove} />
      <Text>{icon}</Text>
    </View>
  );
  return renderRow('•');
}

// A glyph always drawn, whatever the field holds, is decoration: no check decided it.
export function Locked({ code, onChange }) {
  const digits = code.length;
  const lock = '⛔';
  return (
    <View>
      <TextInput accessibilityLabel="Code" value={code} onChangeText={onChange} maxLength={digits + 1} />
      <Text>{lock}</Text>
    </View>
  );
}

// A cross written with a variation selector, only when the check fails.
export function Pin({ pin, valid, onChange }) {
  const digits = pin.length;
  const mark = valid ? '' : '❌️';
  return (
    <View>
      <TextInput accessibilityLabel="PIN" value={pin} onChangeText={onChange} maxLength={digits + 1} />
      <Text>{mark}</Text>
    </View>
  );
}

// The message a callback builds from a caught error is the callback's: the text shows the component's own state.
export function Status({ save }) {
  const [msg, setMsg] = useState('Ready');
  const [text, setText] = useState('');
  const submit = async () => {
    try {
      await save(text);
    } catch (error) {
      const msg = error.message;
      Alert.alert(msg);
    }
  };
  return (
    <View>
      <TextInput accessibilityLabel="Text" value={text} onChangeText={setText} onSubmitEditing={submit} />
      <Text>{msg}</Text>
    </View>
  );
}

// A helper's message computed from the field's error, shown by the helper beside the field.
export function Fields({ fields, errors, values, onChange }) {
  const renderField = (field) => {
    const message = describeProblem(errors[field.id], field.label);
    return (
      <View key={field.id}>
        <TextInput accessibilityLabel={field.label} value={values[field.id]} onChangeText={(t) => onChange(field, t)} />
        <Text>{message}</Text>
      </View>
    );
  };
  return <View>{fields.map(renderField)}</View>;
}

function describeProblem(problem, label) {
  return problem ? `${label}: ${problem}` : '';
}
