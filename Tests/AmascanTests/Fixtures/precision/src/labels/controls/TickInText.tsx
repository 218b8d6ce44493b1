import React from 'react';
import { Text, TouchableOpacity } from 'react-native';
import MaterialIcon from 'react-native-vector-icons/MaterialIcons';

// A checkbox whose tick is drawn inside a `Text` (for its colour): the text holds only the glyph, so the pressable
// still shows no words. A screen reader meets a button with no name and no state (reported).
export const Checkbox = ({ value, callback }) => (
  <TouchableOpacity onPress={callback}>
    <Text style={{ color: value ? 'white' : 'black' }}>
      {value ? <MaterialIcon name="check" size={24} /> : null}
    </Text>
  </TouchableOpacity>
);

// One whose text shows its label beside the tick is named by it (not reported by this check).
export const LabelledCheckbox = ({ value, callback, label }) => (
  <TouchableOpacity onPress={callback}>
    <Text>
      {value ? <MaterialIcon name="check" size={24} /> : null}
      {label}
    </Text>
  </TouchableOpacity>
);
