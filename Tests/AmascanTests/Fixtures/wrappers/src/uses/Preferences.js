import React from 'react';
import { View } from 'react-native';
import Choice from './Choice';
import OptionRow from './OptionRow';
import PickChoice from './PickChoice';
import SettingChoice from './SettingChoice';
import SwitchItem from './SwitchItem';
import ToggleRow from './ToggleRow';

export default function Preferences({ state, set, kind }) {
  return (
    <View>
      <ToggleRow label="Sounds" value={state.sounds} onValueChange={set.sounds} />
      <ToggleRow label="Vibrate" value={state.vibrate} onValueChange={set.vibrate} />
      <OptionRow label="Badges" type="toggle" value={state.badges} onChange={set.badges} />
      <OptionRow label="Language" type="arrow" />
      <SwitchItem title="Read receipts" value={state.receipts} onValueChange={set.receipts} />
      <SwitchItem title="Typing" value={state.typing} onValueChange={set.typing} />
      <Choice label="Sync" type="toggle" selected={state.sync} onChange={set.sync} />
      <Choice label="Theme" type="arrow" />
      <Choice label="Mode" type={kind} />
      <SettingChoice label="Backup" type="toggle" selected={state.backup} onChange={set.backup} />
      <SettingChoice label="Region" type="select" />
      <PickChoice label="Alerts" type="toggle" selected={state.alerts} onChange={set.alerts} />
      <PickChoice label="Tone" />
    </View>
  );
}
