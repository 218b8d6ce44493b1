import React from 'react';
import { TextInput, View } from 'react-native';
import TextInputMask from 'react-native-text-input-mask';

// Props spread from a choice of two object literals: what either sets is unknown, the rest is read as usual.
export function Composer({ autocomplete, named, plain }) {
  return (
    <View>
      <TextInput placeholder="Message" {...(autocomplete ? { autoComplete: 'off', autoCorrect: false } : {})} />
      <TextInput placeholder="Topic" {...(plain && { autoCorrect: false })} />
      <TextInput placeholder="Search" {...(named ? { accessibilityLabel: 'Search messages' } : {})} />
      <TextInput placeholder="Filter" {...(named && { 'aria-label': 'Filter' })} />
    </View>
  );
}

// A masked input renders react-native's TextInput with every prop it is given.
export function Amount({ value }) {
  return (
    <View>
      <TextInputMask mask="[000].[00]" placeholder="0" value={value} />
      <TextInputMask mask="[000].[00]" accessibilityLabel="Tip" value={value} />
    </View>
  );
}
