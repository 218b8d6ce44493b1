import React from 'react';
import { Pressable, Text, TouchableOpacity, View } from 'react-native';
import AppIcon, { CountBadge } from './AppIcon';

// A radio drawn with the project's icon: only an icon inside, so only a label prop can name it (reported).
export function RadioDot({ selected, onPress }) {
  return (
    <View>
      <Pressable role="radio" aria-checked={selected} onPress={onPress}>
        <AppIcon name={selected ? 'radiobox-marked' : 'radiobox-blank'} />
      </Pressable>
    </View>
  );
}

// A component named as a checkbox whose bare pressable has no role and shows only an icon: a screen reader meets
// an unnamed button (reported, with where it is used).
function TaskCheckbox({ checked, onPress }) {
  return (
    <TouchableOpacity onPress={onPress}>
      {checked && <AppIcon name="check" />}
    </TouchableOpacity>
  );
}

export function Task({ task, toggle }) {
  return (
    <View>
      <TaskCheckbox checked={task.done} onPress={toggle} />
      <Text>{task.title}</Text>
    </View>
  );
}

// Named as a checkbox but showing its label, given a role of its own, or holding a drawn count: not reported.
export function LabelledCheckbox({ checked, onPress, label }) {
  return (
    <TouchableOpacity onPress={onPress}>
      <AppIcon name={checked ? 'check' : 'blank'} />
      <Text>{label}</Text>
    </TouchableOpacity>
  );
}

export function LinkRadio({ onPress }) {
  return (
    <TouchableOpacity accessibilityRole="link" onPress={onPress}>
      <AppIcon name="open" />
    </TouchableOpacity>
  );
}

export function CountRadio({ count, onPress }) {
  return (
    <TouchableOpacity onPress={onPress}>
      <CountBadge count={count} />
    </TouchableOpacity>
  );
}
