// Inputs and controls of libraries whose source passes their props to react-native's.
import React from 'react';
import { TextInput, View } from 'react-native';
import { BottomSheetTextInput } from '@gorhom/bottom-sheet';
import { Switch } from 'react-native-gesture-handler';
import PasteInput from '@mattermost/react-native-paste-input';
import { Input, SearchBar } from '@rneui/themed';
import { Input as TamaguiInput, Label } from 'tamagui';

export const Compose = ({ on, toggle }: { on: boolean; toggle: (v: boolean) => void }) => (
  <View>
    <Switch value={on} onValueChange={toggle} />
    <Switch value={on} onValueChange={toggle} accessibilityLabel="Private" />
    <PasteInput placeholder="Write a message" multiline />
    <PasteInput accessibilityLabel="Message" multiline />
    <Input label="Email" />
    <Input label="Email" accessibilityLabel="Email" />
    <SearchBar placeholder="Search" />
  </View>
);

// tamagui's Input: react-native's TextInput with every prop; a Label's htmlFor does not name it on a phone.
export const Profile = ({ name, setName }: { name: string; setName: (v: string) => void }) => (
  <View>
    <Label htmlFor="name">Name</Label>
    <TamaguiInput id="name" value={name} onChangeText={setName} />
    <TamaguiInput accessibilityLabel="Nickname" value={name} onChangeText={setName} />
  </View>
);

// One of two text inputs, chosen as the app runs: a text input either way.
export const Search = ({ inSheet, query, setQuery }: { inSheet: boolean; query: string; setQuery: (v: string) => void }) => {
  const SearchInput = inSheet ? BottomSheetTextInput : TextInput;
  const Mixed = inSheet ? BottomSheetTextInput : Switch;
  return (
    <View>
      <SearchInput value={query} onChangeText={setQuery} placeholder="Search messages" />
      <Mixed value={query} />
    </View>
  );
};

// tamagui's Input picks its keyboard from a web-style `type`, and `disabled` turns editing off: a display.
export const Contact = ({ email, setEmail }: { email: string; setEmail: (v: string) => void }) => (
  <View>
    <TamaguiInput accessibilityLabel="Email" type="email" value={email} onChangeText={setEmail} />
    <TamaguiInput value={email} disabled />
  </View>
);
