import React from 'react';
import { Pressable, Switch, Text, View } from 'react-native';
import { RadioButton, TouchableRipple } from 'react-native-paper';

type Props = { on: boolean; toggle: () => void; label: string };

// The row is the control on iOS: the switch needs no name of its own, the row needs role and state.
export function ThemeRow({ on, toggle }: Props) {
  return (
    <TouchableRipple onPress={toggle}>
      <View>
        <Text>Dark theme</Text>
        <View pointerEvents="none">
          <Switch value={on} />
        </View>
      </View>
    </TouchableRipple>
  );
}

// Named by an expression it renders; role and state given: nothing to report.
export function SwitchRow({ on, toggle, label }: Props) {
  return (
    <Pressable accessibilityRole="switch" accessibilityState={{ checked: on }} onPress={toggle}>
      <Text>{label}</Text>
      <Switch value={on} onValueChange={toggle} />
    </Pressable>
  );
}

// A role without the checked state.
export function RadioRow({ on, toggle }: Props) {
  return (
    <Pressable accessibilityRole="radio" onPress={toggle}>
      <RadioButton value="a" status={on ? 'checked' : 'unchecked'} />
      <Text>Option A</Text>
    </Pressable>
  );
}

// Still NO_FORM_LABEL: a row with no action (only the switch toggles), a row made inaccessible, a row whose only
// text is the switch's own.
export function Passive({ on, toggle }: Props) {
  return (
    <Pressable>
      <Text>Notifications</Text>
      <Switch value={on} onValueChange={toggle} />
    </Pressable>
  );
}

export function Inaccessible({ on, toggle }: Props) {
  return (
    <Pressable onPress={toggle} accessible={false}>
      <Text>Sounds</Text>
      <Switch value={on} onValueChange={toggle} />
    </Pressable>
  );
}

export function Nameless({ on, toggle }: Props) {
  return (
    <Pressable onPress={toggle}>
      <Switch value={on} onValueChange={toggle} />
    </Pressable>
  );
}
