import React, { useState } from 'react';
import { Modal, Pressable, Text, TextInput, View } from 'react-native';

// Controlled by its caller: it shows the `value` it is given and hands what is picked to `onValueChange`. The list
// is opened by a setter not named `set…`. A screen reader hears "Medium, button": not which field it is.
export function SizeDropdown({ value, options, onValueChange }) {
  const [listShown, toggleList] = useState(false);
  return (
    <View>
      <Pressable accessibilityRole="button" onPress={() => toggleList(true)}>
        <Text>{value}</Text>
      </Pressable>
      <Modal visible={listShown} onRequestClose={() => toggleList(false)}>
        {options.map((option) => (
          <Pressable
            key={option}
            onPress={() => {
              onValueChange?.(option);
              toggleList(false);
            }}
          >
            <Text>{option}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// The same, showing a number through a template, its list under a condition.
export function RowsPerPage({ rowsPerPage, choices, onRowsPerPageChange }) {
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Pressable onPress={() => setOpen(true)}>
        <Text>{`${rowsPerPage}`}</Text>
      </Pressable>
      {open &&
        choices.map((choice) => (
          <Pressable key={choice} onPress={() => onRowsPerPageChange(choice)}>
            <Text>{choice}</Text>
          </Pressable>
        ))}
    </View>
  );
}

// Named: the label says which field it is.
export function NamedSizeDropdown({ value, options, onValueChange }) {
  const [listShown, toggleList] = useState(false);
  return (
    <View>
      <Pressable accessibilityLabel="Size" onPress={() => toggleList(true)}>
        <Text>{value}</Text>
      </Pressable>
      <Modal visible={listShown}>
        {options.map((option) => (
          <Pressable key={option} onPress={() => onValueChange(option)}>
            <Text>{option}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// A menu of actions under a name: the items act, they pick nothing (`onOpenItem` is no change of a value).
export function AccountMenu({ userName, items, onOpenItem }) {
  const [menuShown, toggleMenu] = useState(false);
  return (
    <View>
      <Pressable onPress={() => toggleMenu(true)}>
        <Text>{userName}</Text>
      </Pressable>
      <Modal visible={menuShown}>
        {items.map((item) => (
          <Pressable key={item.id} onPress={() => onOpenItem(item)}>
            <Text>{item.title}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// What it shows says what it is for beside the value.
export function SortDropdown({ sortKey, keys, onSortChange }) {
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Pressable onPress={() => setOpen(true)}>
        <Text>Sort by</Text>
        <Text>{sortKey}</Text>
      </Pressable>
      <Modal visible={open}>
        {keys.map((key) => (
          <Pressable key={key} onPress={() => onSortChange(key)}>
            <Text>{key}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// The items hand the caller something other than what was picked: nothing says the shown value changes.
export function ThemeDropdown({ theme, themes, onThemeChange }) {
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Pressable onPress={() => setOpen(true)}>
        <Text>{theme}</Text>
      </Pressable>
      <Modal visible={open}>
        {themes.map((entry) => (
          <Pressable key={entry} onPress={() => onThemeChange('system')}>
            <Text>{entry}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// The setter's name says nothing, and what it sets to true is no state of the component: no picker.
export function RefreshButton({ label, onValueChange }) {
  const [busy, setBusy] = useState(false);
  const refresh = (force) => onValueChange(force);
  return (
    <View>
      <Pressable onPress={() => refresh(true)}>
        <Text>{label}</Text>
      </Pressable>
      {busy && <Text>Loading</Text>}
    </View>
  );
}

// Its own state, whose setter is not named after it: the state is the one the setter sets.
export function ColourPicker({ colours }) {
  const [colour, setColour] = useState('');
  const [isListOpen, setListVisible] = useState(false);
  return (
    <View>
      <Pressable onPress={() => setListVisible(true)}>
        <Text>{colour || 'Pick a colour'}</Text>
      </Pressable>
      <Modal visible={isListOpen}>
        {colours.map((entry) => (
          <Pressable key={entry} onPress={() => setColour(entry)}>
            <Text>{entry}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// It shows its label, not the value it hands on: it is named by it.
export function LabelledSelect({ label, options, onValueChange }) {
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Pressable onPress={() => setOpen(true)}>
        <Text>{label}</Text>
      </Pressable>
      <Modal visible={open}>
        {options.map((option) => (
          <Pressable key={option} onPress={() => onValueChange(option)}>
            <Text>{option}</Text>
          </Pressable>
        ))}
      </Modal>
    </View>
  );
}

// Pressed, it becomes a text input that hands what is typed on: the value is edited in place, no picker.
export function EditableName({ name, onNameChange }) {
  const [editing, setEditing] = useState(false);
  return (
    <View>
      {editing && <TextInput accessibilityLabel="Name" value={name} onChangeText={(text) => onNameChange(text)} />}
      <Pressable onPress={() => setEditing(true)}>
        <Text>{name}</Text>
      </Pressable>
    </View>
  );
}
