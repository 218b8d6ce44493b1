import { TextInput } from 'react-native';

export const search = async (query) => {
  const response = await fetch(`/api?q=${encodeURIComponent(query)}`);
  return response.json();
};

export const SearchField = ({ onSearch }) => (
  <TextInput accessibilityLabel="Search" returnKeyType="search" onSubmitEditing={(e) => onSearch(e.nativeEvent.text)} />
);
