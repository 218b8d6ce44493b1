import React, { useState } from 'react';
import { Text, View } from 'react-native';
import { RadioButton } from 'react-native-paper';

function RadioRow({ label, value, checked, onPress, labelComponent }) {
  return (
    <View>
      <RadioButton value={value} status={checked ? 'checked' : 'unchecked'} onPress={onPress} accessibilityLabel={label} />
      {labelComponent || <Text>{label}</Text>}
    </View>
  );
}

// Each option's radio is named by the option's `label`.
function OptionSheet({ options }) {
  const [checked, setChecked] = useState(null);
  const row = (key) => (
    <RadioRow
      key={key}
      value={key}
      checked={checked === key}
      onPress={() => setChecked(key)}
      label={options[key].label}
      labelComponent={options[key].labelComponent}
    />
  );
  return <View>{Object.keys(options).map((key) => row(key))}</View>;
}

// Options drawn by a component only, with no `label`: every radio is unnamed (reported).
export function Disagree() {
  const options = {
    unsure: { value: false, labelComponent: <Text>I am not sure</Text> },
    disagree: { value: true, labelComponent: <Text>I disagree</Text> },
  };
  return <OptionSheet options={options} />;
}

// Options with labels, and options the file cannot see in full: not reported.
export function Agree({ extra }) {
  const options = { yes: { value: true, label: 'Yes' }, no: { value: false, label: 'No' } };
  const more = { maybe: { value: null, ...extra } };
  return (
    <View>
      <OptionSheet options={options} />
      <OptionSheet options={more} />
    </View>
  );
}
