import React from 'react';
import { Text, TouchableOpacity, View } from 'react-native';
import Badge from './Badge';
import Tick from './icons/Tick';

// A checkbox that holds only a glyph from the project's icon folder, its text beside it (as ZOE's covid tracker
// draws its checkboxes): a screen reader meets an unnamed checkbox (reported).
export function CheckboxItem({ value, onChange, children }) {
  return (
    <View>
      <TouchableOpacity accessible accessibilityRole="checkbox" onPress={() => onChange(!value)}>
        {value ? <Tick /> : null}
      </TouchableOpacity>
      <Text>{children}</Text>
    </View>
  );
}

// What another component of the project draws is unknown: it may show text (not reported).
export function CountBox({ value, onChange }) {
  return (
    <TouchableOpacity accessibilityRole="checkbox" onPress={() => onChange(!value)}>
      <Badge />
    </TouchableOpacity>
  );
}
