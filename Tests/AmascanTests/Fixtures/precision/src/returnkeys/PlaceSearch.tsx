import React, { useState } from 'react';
import { Modal, TextInput } from 'react-native';

// A widget that edits its own text: its caller passes no value, only what to do with a choice.
export const PlaceSearch = ({ visible, onSelect }) => {
  const [query, setQuery] = useState('');
  return (
    <Modal visible={visible}>
      <TextInput accessibilityLabel="Place" value={query} onChangeText={setQuery} onSubmitEditing={() => onSelect(query)} />
    </Modal>
  );
};
