import React from 'react';
import { Image, Switch, Text, View } from 'react-native';

// The switch renders in the ternary's other branch and only when `switchValue` is given: its call sites are those
// that pass `switchValue` and no `isImage`.
export function InfoRow({ label, isImage, value, switchValue, onSwitchChange }) {
  const isSwitch = switchValue !== undefined;
  return (
    <View>
      <Text>{label}</Text>
      {isImage ? (
        <Image source={value} />
      ) : (
        <View>{isSwitch && <Switch value={switchValue} onValueChange={onSwitchChange} />}</View>
      )}
    </View>
  );
}

export function Settings({ uri, toggle }) {
  return (
    <View>
      <InfoRow label="Primary name" switchValue={false} onSwitchChange={toggle} />
      <InfoRow label="Avatar" isImage value={uri} switchValue={false} />
      <InfoRow label="Owner" value="me" />
    </View>
  );
}
