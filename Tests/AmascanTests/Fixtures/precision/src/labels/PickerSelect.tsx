// react-native-picker-select draws the selected item in a pressable; only the objects it spreads on what it
// draws can name it, and children it is given replace the item.
import React from 'react';
import { Text, View } from 'react-native';
import RNPickerSelect from 'react-native-picker-select';

const inputStyle = { style: { fontSize: 16 } };
const named = { accessibilityLabel: 'Country' };

export function Pickers({ items, onChange, wrapperProps, label }) {
  return (
    <View>
      <RNPickerSelect items={items} onValueChange={onChange} />
      <RNPickerSelect items={items} onValueChange={onChange} textInputProps={inputStyle} />
      <RNPickerSelect items={items} onValueChange={onChange} touchableWrapperProps={{ accessibilityLabel: label }} />
      <RNPickerSelect items={items} onValueChange={onChange} pickerProps={named} />
      <RNPickerSelect items={items} onValueChange={onChange} touchableWrapperProps={wrapperProps} />
      <RNPickerSelect items={items} onValueChange={onChange} textInputProps={{ ...inputStyle, accessibilityLabel: label }} />
      <RNPickerSelect items={items} onValueChange={onChange} touchableWrapperProps={{ accessibilityLabel: '' }} />
      <RNPickerSelect items={items} onValueChange={onChange}>
        <Text>{label}</Text>
      </RNPickerSelect>
    </View>
  );
}

const LABEL = 'accessibilityLabel';
const wrapperProps = { style: { padding: 4 } };

// Objects the file cannot show in full: a computed key, a parameter of a callback, a `let` given another object.
export function Unknowns({ fields, items, onChange, label }) {
  let picked = { style: {} };
  if (label) picked = { accessibilityLabel: label };
  return (
    <View>
      <RNPickerSelect items={items} onValueChange={onChange} touchableWrapperProps={{ [LABEL]: 'Town' }} />
      {fields.map(({ key, wrapperProps }) => (
        <RNPickerSelect key={key} items={items} onValueChange={onChange} touchableWrapperProps={wrapperProps} />
      ))}
      <RNPickerSelect items={items} onValueChange={onChange} touchableWrapperProps={picked} />
    </View>
  );
}

// A wrapper that names the picker from its own label prop: a call site passing none is reported there.
function LabelledPicker({ label, ...rest }) {
  return (
    <RNPickerSelect
      {...rest}
      touchableWrapperProps={{ accessibilityLabel: label }}
      pickerProps={{ accessibilityLabel: label }}
    />
  );
}

export function Address({ items, onChange }) {
  return (
    <View>
      <LabelledPicker items={items} onValueChange={onChange} label="Country" />
      <LabelledPicker items={items} onValueChange={onChange} />
    </View>
  );
}
