import React from 'react';
import { Keyboard, Pressable, Switch, Text, View } from 'react-native';
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

// A list row of the app's own, given an action and a title, renders the switch through a prop: the row is what is
// reached. Without an action, only the switch toggles, and it has no name.
declare const List: { Item: React.ComponentType<Record<string, unknown>> };

export function Preferences({ on, toggle }: Props) {
  return (
    <>
      <List.Item title="Convert ASCII to emoji" onPress={toggle} right={() => <Switch value={on} onValueChange={toggle} />} />
      <List.Item title="Encrypted" right={() => <Switch value={on} onValueChange={toggle} />} />
    </>
  );
}

// The same through the app's own switch, which passes its label on: the row names it.
const AppSwitch = ({ label, ...rest }: { label?: string; value: boolean; onValueChange?: () => void }) => (
  <Switch accessibilityLabel={label} {...rest} />
);

export function MoreSettings({ on, toggle }: Props) {
  return (
    <>
      <List.Item title="Autoplay GIFs" onPress={toggle} right={() => <AppSwitch value={on} onValueChange={toggle} />} />
      <List.Item title="Read receipts" right={() => <AppSwitch value={on} onValueChange={toggle} />} />
    </>
  );
}

// A backdrop that only puts the keyboard away is no row: the switch inside answers for itself.
export function Backdrop({ on, toggle }: Props) {
  return (
    <Pressable onPress={() => Keyboard.dismiss()}>
      <Text>Private channel</Text>
      <Switch value={on} onValueChange={toggle} accessibilityLabel="Private channel" />
    </Pressable>
  );
}

// Hidden at the call site, through the wrapper's spread: not reached, so not unnamed.
export const Avatars = ({ on, toggle }: Props) => <AppSwitch accessible={false} value={on} onValueChange={toggle} />;

// The switch comes from a render helper the row takes as a prop, or calls: the row is where it renders.
export function Appearance({ on, toggle }: Props) {
  const renderGifs = () => <Switch value={on} onValueChange={toggle} />;
  const renderSounds = (value: boolean) => <Switch value={value} onValueChange={toggle} />;
  const renderAlone = () => <Switch value={on} onValueChange={toggle} />;
  return (
    <>
      <List.Item title="Autoplay GIFs" onPress={toggle} right={renderGifs} />
      <List.Item title="Sounds" onPress={toggle} right={() => renderSounds(on)} />
      <View>{renderAlone()}</View>
    </>
  );
}
