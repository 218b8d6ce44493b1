import React, { useState } from 'react';
import { FlatList, Text, TextInput, View } from 'react-native';

declare const strings: {
  searchThemes(): string;
  searchNotesPlaceholder(): string;
  filterTags(): string;
  emailPlaceholder(): string;
};
declare function useThemes(query: string): { items: string[]; error?: { message: string } };

// Fields that search or filter, named so by the call that gives their placeholder: what fails is loading the list,
// not what was typed. Not a form's field with an error.
export function Themes() {
  const [query, setQuery] = useState('');
  const themes = useThemes(query);
  return (
    <View>
      <TextInput accessibilityLabel="Themes" placeholder={strings.searchThemes()} onChangeText={setQuery} />
      <FlatList
        data={themes.items}
        renderItem={({ item }) => <Text>{item}</Text>}
        ListFooterComponent={themes.error ? <Text>{themes.error.message}</Text> : null}
      />
    </View>
  );
}

export function Notes({ selected }) {
  const [query, setQuery] = useState('');
  const notes = useThemes(query);
  return (
    <View>
      <TextInput
        accessibilityLabel="Notes"
        placeholder={selected ? strings.searchNotesPlaceholder() : strings.filterTags()}
        onChangeText={setQuery}
      />
      {notes.error ? <Text>{notes.error.message}</Text> : null}
    </View>
  );
}

// A message that names no search: the field is a form's, and its error is not read with it.
export function Email() {
  const [email, setEmail] = useState('');
  const account = useThemes(email);
  return (
    <View>
      <TextInput
        accessibilityLabel="Email"
        keyboardType="email-address"
        placeholder={strings.emailPlaceholder()}
        onChangeText={setEmail}
      />
      {account.error ? <Text>{account.error.message}</Text> : null}
    </View>
  );
}
