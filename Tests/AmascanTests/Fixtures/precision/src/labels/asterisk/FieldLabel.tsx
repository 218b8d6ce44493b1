import React from 'react';
import { Text, View } from 'react-native';
import { danger } from './theme';

// A design system's label: it marks a required field with a red asterisk, and says "required" to no one.
export default function FieldLabel({ label, optional = false }) {
  return (
    <View style={{ flexDirection: 'row' }}>
      <Text>{label}</Text>
      {!optional && <Text style={{ color: danger }}>{' *'}</Text>}
    </View>
  );
}
