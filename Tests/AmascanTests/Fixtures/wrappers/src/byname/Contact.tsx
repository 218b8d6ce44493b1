import React from 'react';
import { View } from 'react-native';
import { IconInput } from './IconInput';

export function Contact({ email, setEmail, site, setSite }) {
  return (
    <View>
      <IconInput accessibilityLabel="Email" value={email} onChangeText={setEmail} />
      <IconInput accessibilityLabel="Website" keyboardType="url" value={site} onChangeText={setSite} />
    </View>
  );
}
