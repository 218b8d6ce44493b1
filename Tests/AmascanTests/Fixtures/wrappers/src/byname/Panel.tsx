import React from 'react';
import { View } from 'react-native';
import { ByNameEdit, ByNameInput, PanelInput, TitledInput } from './Gated';

export function Panel({ query, setQuery, name, setName }) {
  return (
    <View>
      {/* Rendered, with no name: NO_FORM_LABEL. */}
      <PanelInput visible placeholder="Filter" value={query} onChangeText={setQuery} />
      {/* Not rendered: nothing. */}
      <PanelInput placeholder="Filter" value={query} onChangeText={setQuery} />
      {/* The label is shown, never given to the input: NO_FORM_LABEL. */}
      <TitledInput label="Name" value={name} onChangeText={setName} />
      {/* Rendered, with no name: NO_FORM_LABEL. */}
      <ByNameInput visible placeholder="Filter" value={query} onChangeText={setQuery} />
      {/* Not rendered: nothing. */}
      <ByNameInput placeholder="Filter" value={query} onChangeText={setQuery} />
      {/* Rendered, with no name: NO_FORM_LABEL. */}
      <ByNameEdit editable placeholder="Note" value={name} onChangeText={setName} />
      {/* Not rendered: nothing. */}
      <ByNameEdit placeholder="Note" value={name} onChangeText={setName} />
    </View>
  );
}
