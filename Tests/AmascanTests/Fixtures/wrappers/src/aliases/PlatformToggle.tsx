import React from 'react';
import { Platform, Switch, View } from 'react-native';

const AndroidToggle = (props) => <Switch {...props} />;
const IosToggle = (props) => <Switch {...props} />;

// Android renders `AndroidToggle` (the `default` entry): a wrapper of a `Switch`.
export const Toggle = (props) => {
  const Control = Platform.select({ ios: IosToggle, default: AndroidToggle });
  return <Control {...props} />;
};

// Nothing for Android: not followed.
export const IosOnlyToggle = (props) => {
  const IosControl = Platform.select({ ios: IosToggle });
  return <IosControl {...props} />;
};

// Android's own entry wins over `default`.
export const AndroidFirst = (props) => {
  const AndroidControl = Platform.select({ android: AndroidToggle, default: View });
  return <AndroidControl {...props} />;
};

// An object that may set any entry: not followed.
export const Spread = ({ entries, ...props }) => {
  const SpreadControl = Platform.select({ ...entries, default: AndroidToggle });
  return <SpreadControl {...props} />;
};

export function Preferences({ sync, setSync, dark, setDark }) {
  return (
    <View>
      <Toggle value={sync} onValueChange={setSync} />
      <Toggle accessibilityLabel="Dark mode" value={dark} onValueChange={setDark} />
      <IosOnlyToggle value={dark} onValueChange={setDark} />
      <AndroidFirst value={sync} onValueChange={setSync} />
      <Spread value={sync} onValueChange={setSync} />
    </View>
  );
}
