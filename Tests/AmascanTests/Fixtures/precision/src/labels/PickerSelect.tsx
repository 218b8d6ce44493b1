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
