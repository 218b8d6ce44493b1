import React from 'react';
import { Pressable, Switch, Text, TouchableHighlight, TouchableOpacity, View } from 'react-native';
import Icon from 'react-native-vector-icons/MaterialCommunityIcons';
import Svg, { Path } from 'react-native-svg';
import { Button } from 'react-native';

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
      <Pressable role="switch" onPress={toggle}>
        <Svg>
          <Path d="M0 0h24v24H0z" />
        </Svg>
      </Pressable>
      {/* Text in one branch, a label or else an icon: it may show text. */}
      <Pressable role="checkbox" onPress={toggle}>{on ? 'On' : <Icon name="check" />}</Pressable>
      <Pressable role="checkbox" onPress={toggle}>{label || <Icon name="check" />}</Pressable>
      <Pressable role="checkbox" onPress={toggle}>{on && <Icon name="check" />}</Pressable>
      {/* React Native reads `role` before `accessibilityRole`; a Button shows its title; no action, no control. */}
      <Pressable accessibilityRole="checkbox" role="button" onPress={toggle}>
        <Icon name="check" />
      </Pressable>
      <Button title="Remember me" accessibilityRole="switch" onPress={toggle} />
      <Pressable role="checkbox" importantForAccessibility="no-hide-descendants" pointerEvents="none">
        <Icon name="check" />
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

// A row whose action is the switch's (the same function, or one that calls it) toggles it; a row that opens
// something else does not, and the switch inside is judged on its own.
export function Rows({ on, setOn, open }) {
  const toggle = () => setOn(!on);
  return (
    <View>
      <Pressable onPress={() => setOn(!on)}>
        <Text>Dark theme</Text>
        <Switch value={on} onValueChange={setOn} />
      </Pressable>
      <Pressable onPress={toggle}>
        <Text>Sounds</Text>
        <Switch value={on} onValueChange={setOn} />
      </Pressable>
      <Pressable onPress={open}>
        <Text>Details</Text>
        <Switch value={on} onValueChange={setOn} />
      </Pressable>
    </View>
  );
}
