import React from 'react';
import { View } from 'react-native';
import SearchHeader, { ConnectedName } from './SearchHeader';

export function Picker() {
  return (
    <View>
      <SearchHeader placeholder="Search emoji" />
      <SearchHeader placeholder="Search" accessibilityLabel="Search emoji" />
      <ConnectedName placeholder="Name" />
      <ConnectedName aria-label="Name" />
    </View>
  );
}
