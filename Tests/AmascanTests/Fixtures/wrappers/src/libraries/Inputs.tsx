// Inputs and controls of libraries whose source passes their props to react-native's.
import React from 'react';
import { View } from 'react-native';
import { Switch } from 'react-native-gesture-handler';
import PasteInput from '@mattermost/react-native-paste-input';
import { Input, SearchBar } from '@rneui/themed';

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
