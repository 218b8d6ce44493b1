import React from 'react';
import { Text, TextInput, View } from 'react-native';

// The accessible view is read as one element, "Link text", with the field inside it.
export const LinkText = ({ value }: { value: string }) => (
  <View accessible>
    <Text>Link text</Text>
    <TextInput value={value} placeholder="Link description" />
  </View>
);

// Not grouped (no `accessible`), or grouped with nothing to read: the field itself needs a name.
export const Loose = ({ value }: { value: string }) => (
  <View>
    <Text>Link text</Text>
    <TextInput value={value} />
  </View>
);

export const Empty = ({ value }: { value: string }) => (
  <View accessible>
    <TextInput value={value} />
  </View>
);
