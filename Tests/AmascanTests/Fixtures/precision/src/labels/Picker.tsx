import React from 'react';
import { View } from 'react-native';
import SearchHeader, { ConnectedName, FormikInput, LabelledInput } from './SearchHeader';

export function Picker() {
  return (
    <View>
      <SearchHeader placeholder="Search emoji" />
      <SearchHeader placeholder="Search" accessibilityLabel="Search emoji" />
      <ConnectedName placeholder="Name" />
      <ConnectedName aria-label="Name" />
      <FormikInput placeholder="Email" type="email" />
      <LabelledInput placeholder="City" label="City" />
    </View>
  );
}
