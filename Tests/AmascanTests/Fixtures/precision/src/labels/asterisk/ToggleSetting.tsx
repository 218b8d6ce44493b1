import React from 'react';
import { Switch, View } from 'react-native';
import FieldLabel from './FieldLabel';

// A switch under the same label: a required toggle says "required" with the asterisk only.
export default function ToggleSetting({ label, optional, value, onChange }) {
  return (
    <>
      <FieldLabel label={label} optional={optional} />
      <View>
        <Switch value={value} onValueChange={onChange} />
      </View>
    </>
  );
}

// Named "required" in words: nothing to report here.
export function NamedToggle({ value, onChange }) {
  return (
    <View>
      <FieldLabel label="Terms" />
      <Switch value={value} onValueChange={onChange} accessibilityLabel="Accept the terms, required" />
    </View>
  );
}
