import React, { useRef } from 'react';
import { Button, TextInput, View } from 'react-native';

// Return focuses a field found by key (`inputs.current[next]`) or calls a handler found by key: the file cannot
// tell where focus goes, so neither of the first two fields is reported. The third moves nowhere: reported.
export function KeyedFields({ next, actions, names, submit }) {
  const inputs = useRef({});
  return (
    <View>
      <TextInput
        accessibilityLabel="First"
        ref={(r) => {
          inputs.current.first = r;
        }}
        onSubmitEditing={() => inputs.current[next]?.focus()}
      />
      <TextInput accessibilityLabel="Second" onSubmitEditing={() => actions[names[1]]()} />
      <TextInput accessibilityLabel="Third" />
      <TextInput accessibilityLabel="Fourth" />
      <Button title="Save" onPress={submit} />
    </View>
  );
}

// Goes back to the first field only when the next one, found by key, is missing: where return goes is not
// known, so the second field is not reported.
export function KeyedOrBack({ next, submit }) {
  const first = useRef(null);
  const inputs = useRef({});
  return (
    <View>
      <TextInput accessibilityLabel="Start" ref={first} returnKeyType="next" onSubmitEditing={() => inputs.current.middle?.focus()} />
      <TextInput
        accessibilityLabel="Middle"
        ref={(r) => {
          inputs.current.middle = r;
        }}
        onSubmitEditing={() => {
          if (!inputs.current[next]) {
            first.current?.focus();
            return;
          }
          inputs.current[next].focus();
        }}
      />
      <TextInput accessibilityLabel="End" />
      <Button title="Save" onPress={submit} />
    </View>
  );
}
