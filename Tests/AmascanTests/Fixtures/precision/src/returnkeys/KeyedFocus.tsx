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
