import React from 'react';
import { Switch } from 'react-native-paper';

// react-native-paper 6's Switch (the project depends on ^6.0.0) takes its name only from `aria-label`: it
// passes no other prop on, so `accessibilityLabel` is dropped.
export function Toggles({ on }: { on: boolean }) {
  return (
    <>
      <Switch value={on} accessibilityLabel="Sounds" />
      <Switch value={on} aria-label="Vibration" />
      <Switch value={on} />
    </>
  );
}

// A wrapper that passes its props on to a paper 6 Switch: at its call sites too only `aria-label` names it.
const SettingSwitch = ({ on, ...rest }: { on: boolean; 'aria-label'?: string; accessibilityLabel?: string }) => (
  <Switch value={on} {...rest} />
);

export function Settings({ on }: { on: boolean }) {
  return (
    <>
      <SettingSwitch on={on} accessibilityLabel="Sync" />
      <SettingSwitch on={on} aria-label="Backup" />
    </>
  );
}
