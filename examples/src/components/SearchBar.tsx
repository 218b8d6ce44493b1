import React, { useState } from 'react';
import { StyleSheet, TextInput as RNTextInput, View } from 'react-native';

type SearchBarProps = {
  onSearch: (query: string) => void;
};

export function SearchBar({ onSearch }: SearchBarProps) {
  const [query, setQuery] = useState('');

  return (
    <View style={styles.container}>
      <RNTextInput
        placeholder="Search products"
        value={query}
        onChangeText={setQuery}
        returnKeyType="search"
        autoCorrect={false}
        onSubmitEditing={() => onSearch(query.trim())}
        style={styles.input}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  container: {
    paddingHorizontal: 16,
    paddingVertical: 8,
    backgroundColor: '#f5f7fa',
  },
  input: {
    height: 44,
    borderRadius: 22,
    paddingHorizontal: 16,
    backgroundColor: '#ffffff',
    fontSize: 16,
  },
});
