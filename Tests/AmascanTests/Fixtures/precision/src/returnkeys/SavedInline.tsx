import React, { useState } from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

declare const server: { edit(change: object): void };
// The project's own button, whatever it renders.
declare const SmallButton: React.ComponentType<{ onPress: () => void; children: React.ReactNode }>;

// An input with a save button of its own, which hands the caller what was typed: each field it is used for is saved
// by itself, a form of one field, and return has no next field to move to.
function InputWithButton({ defaultValue, onPress, buttonText, ...props }) {
  const [value, setValue] = useState(defaultValue);
  return (
    <View>
      <TextInput value={value} onChangeText={setValue} {...props} />
      <SmallButton onPress={() => onPress(value)}>
        <Text>{buttonText}</Text>
      </SmallButton>
    </View>
  );
}

export function Overview() {
  return (
    <View>
      <InputWithButton accessibilityLabel="Name" buttonText="Save" onPress={(name) => server.edit({ name })} />
      <InputWithButton
        accessibilityLabel="Description"
        buttonText="Set description"
        onPress={(description) => server.edit({ description })}
      />
    </View>
  );
}

// A button that clears the field hands nothing on: two such fields are still one form.
function ClearableInput({ onClear, ...props }) {
  return (
    <View>
      <TextInput {...props} />
      <Pressable accessibilityLabel="Clear" onPress={() => onClear()} />
    </View>
  );
}

export function Address({ setStreet, setCity }) {
  return (
    <View>
      <ClearableInput accessibilityLabel="Street" onChangeText={setStreet} onClear={() => setStreet('')} />
      <ClearableInput accessibilityLabel="City" onChangeText={setCity} onClear={() => setCity('')} />
    </View>
  );
}
