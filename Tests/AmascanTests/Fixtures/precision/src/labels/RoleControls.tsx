import React from 'react';
import { Pressable, Text, TouchableHighlight, TouchableOpacity, View } from 'react-native';
import Icon from 'react-native-vector-icons/MaterialCommunityIcons';

// A pressable given the role of a checkbox, radio button or switch is that control. With only an icon or a view
// inside it, nothing names it but a label.
export function Toggles({ on, toggle, label, rest }) {
  return (
    <View>
      <TouchableOpacity accessibilityRole="checkbox" accessibilityState={{ checked: on }} onPress={toggle}>
        <Icon name={on ? 'checkbox-marked' : 'checkbox-blank-outline'} />
      </TouchableOpacity>
      <Pressable role="radio" aria-checked={on} onPress={toggle}>
        <View>{on ? <View /> : null}</View>
      </Pressable>
      <Pressable role="switch" onPress={toggle} />
      <TouchableOpacity accessibilityRole="checkbox" accessibilityLabel="Remember me" onPress={toggle}>
        <Icon name="check" />
      </TouchableOpacity>
      <Pressable accessibilityRole="checkbox" onPress={toggle}>
        <Icon name="check" />
        <Text>Accept the terms</Text>
      </Pressable>
      <Pressable accessibilityRole="checkbox" onPress={toggle}>
        <Icon name="check" /> Accept the terms
      </Pressable>
      <Pressable role="switch" onPress={toggle}>
        {label}
      </Pressable>
      <Pressable role="radio" onPress={toggle} {...rest} />
      <Pressable accessibilityRole="button" onPress={toggle}>
        <Icon name="close" />
      </Pressable>
    </View>
  );
}

// A wrapper that falls back to an empty label: a call site that passes none leaves the checkbox unnamed.
export const TodoCheck = ({ checked, onChange, accessibilityLabel }) => (
  <TouchableHighlight
    onPress={() => onChange(!checked)}
    accessibilityRole="checkbox"
    accessibilityState={{ checked }}
    accessibilityLabel={accessibilityLabel ?? ''}
  >
    <Icon name={checked ? 'checkbox-outline' : 'square-outline'} />
  </TouchableHighlight>
);

export function Todo({ done, setDone, title, open }) {
  return (
    <View>
      <TodoCheck checked={done} onChange={setDone} />
      <TodoCheck checked={done} onChange={setDone} accessibilityLabel="Done" />
      <TodoCheck checked={done} onChange={setDone} accessibilityLabel="" />
      {/* The row opens the note; the checkbox has an action of its own: no row that toggles it. */}
      <TouchableOpacity onPress={open}>
        <TodoCheck checked={done} onChange={setDone} accessibilityLabel={`To-do: ${title}`} />
        <Text>{title}</Text>
      </TouchableOpacity>
      {/* The row toggles the checkbox inside it: the row must say it is a checkbox. */}
      <TouchableOpacity onPress={setDone}>
        <TodoCheck checked={done} onChange={setDone} />
        <Text>{title}</Text>
      </TouchableOpacity>
    </View>
  );
}
