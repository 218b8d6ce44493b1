import React from 'react';
import { Alert, TextInput, View } from 'react-native';

// A wrapper's input is named by the `label` its render binds. A callback of the wrapper binds `label` too, from the
// `title` prop: that is not what names the input.
export function SearchField({ title, value, onChange }) {
  const onInfo = () => {
    const label = title;
    Alert.alert(label);
  };
  const label = 'Search';
  return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} onFocus={onInfo} />;
}

// The other way round: the input is named from `title`, the callback's `label` is a word written in the source.
export function TitledField({ title, value, onChange }) {
  const onInfo = () => {
    const label = 'Help';
    Alert.alert(label);
  };
  const label = title;
  return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} onFocus={onInfo} />;
}

export function ScopedLabelScreen({ query, setQuery }) {
  return (
    <View>
      <SearchField value={query} onChange={setQuery} />
      <TitledField value={query} onChange={setQuery} />
    </View>
  );
}
