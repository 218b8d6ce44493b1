import React from 'react';
import { Switch, Text, View } from 'react-native';

// A row that draws its label as text and shows a switch only when given a value for it: the switch has no name
// (reported at the switch). Where it is used is listed only where a value is passed, here as a name.
function InfoRow({ label, switchValue, onSwitchChange }) {
  return (
    <View>
      <Text>{label}</Text>
      {switchValue !== undefined && <Switch value={switchValue} onValueChange={onSwitchChange} />}
    </View>
  );
}

export function Configuration({ isPrimary, setPrimary }) {
  return (
    <View>
      <InfoRow label="Primary name" switchValue={isPrimary} onSwitchChange={setPrimary} />
      <InfoRow label="Owner" />
    </View>
  );
}
