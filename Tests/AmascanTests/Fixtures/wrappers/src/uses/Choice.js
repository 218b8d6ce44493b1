import React from 'react';
import { Switch, Text, View } from 'react-native';

const Pressables = { ARROW: 'arrow', SELECT: 'select' };
const Kind = { NONE: 'none', TOGGLE: 'toggle', ...Pressables };

// The switch is rendered in the last branch of an `else if` chain over constants of the file: a call site that
// passes `type="toggle"` takes it; `type="arrow"` does not; `type={kind}` cannot be told.
export default function Choice({ label, type, selected, onChange }) {
  let action = null;
  if (type === Kind.SELECT && selected) {
    action = <Text>✓</Text>;
  } else if (type === Kind.ARROW) {
    action = <Text>›</Text>;
  } else if (type === Kind.TOGGLE) {
    action = <Switch value={selected} onValueChange={onChange} />;
  }
  return (
    <View>
      <Text>{label}</Text>
      {action}
    </View>
  );
}
