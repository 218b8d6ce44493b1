import React, { useState } from 'react';
import { Button, Pressable, Text, TextInput, View } from 'react-native';
import RNPickerSelect from 'react-native-picker-select';

// Two one-field forms, each with its own button: return on either field has nothing to move on to.
export function Encryption({ save, enable }: { save: () => void; enable: () => void }) {
  const renderPassword = () => (
    <View>
      <TextInput accessibilityLabel="Master password" secureTextEntry />
      <Button title="Save" onPress={save} />
    </View>
  );
  return (
    <View>
      {renderPassword()}
      <TextInput accessibilityLabel="New password" secureTextEntry />
      <Button title="Enable" onPress={enable} />
    </View>
  );
}

// One form: an icon-only toggle between two fields does not end it, so the first field must offer "next".
export function SignUp({ submit }: { submit: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <View>
      <TextInput accessibilityLabel="Password" secureTextEntry={!shown} />
      <Pressable accessibilityLabel="Show password" onPress={() => setShown(!shown)}>
        <View />
      </Pressable>
      <TextInput accessibilityLabel="Confirm password" secureTextEntry={!shown} />
      <Button title="Sign up" onPress={submit} />
    </View>
  );
}

// A field that filters a list is no step of the form beside it.
export function Tags({ add }: { add: () => void }) {
  return (
    <View>
      <TextInput accessibilityLabel="New tags" />
      <TextInput accessibilityLabel="Tags" placeholder="Filter tags" />
      <Text>Existing tags</Text>
      <Button title="Add" onPress={add} />
    </View>
  );
}

// The text a picker shows as its child is no field.
export function Profile({ items }: { items: { label: string; value: string }[] }) {
  return (
    <View>
      <RNPickerSelect items={items} onValueChange={() => {}}>
        <TextInput accessibilityLabel="Country" />
      </RNPickerSelect>
      <TextInput accessibilityLabel="City" />
    </View>
  );
}

// A search that runs as the user types: return has nothing to do, and that is no trap. One that only searches
// on return, with return doing nothing, is.
export function Invite({ onSearch }: { onSearch: (text: string) => void }) {
  return <TextInput accessibilityLabel="Name or email" returnKeyType="search" blurOnSubmit={false} onChangeText={onSearch} />;
}

export function Lookup() {
  return <TextInput accessibilityLabel="Order number" returnKeyType="search" blurOnSubmit={false} />;
}
