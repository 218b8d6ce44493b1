import React, { useState } from 'react';
import { Modal, Pressable, Text, TouchableOpacity, View } from 'react-native';
import { DatePicker, OptionSheet } from './Sheets';
import TrackedPressable from './TrackedPressable';

// Pressed, it opens a sheet that sets the value; it shows only that value, or a placeholder while there is none.
// A screen reader hears "Oak, button": not which field it is.
export function SpeciesField({ options }) {
  const [species, setSpecies] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <View>
      {sheetOpen && (
        <OptionSheet
          options={options}
          confirm={(picked) => {
            setSpecies(picked);
            setSheetOpen(false);
          }}
          onClose={() => setSheetOpen(false)}
        />
      )}
      <Pressable accessibilityRole="button" onPress={() => setSheetOpen(true)}>
        <Text>{species || 'Select a species'}</Text>
      </Pressable>
    </View>
  );
}

// The picker is shown by a visibility prop instead of a condition.
export function BirthdayField() {
  const [birthday, setBirthday] = useState('');
  const [showPicker, setShowPicker] = useState(false);
  return (
    <>
      <DatePicker isVisible={showPicker} onDatePicked={(date) => setBirthday(date.toISOString())} />
      <TouchableOpacity onPress={() => setShowPicker(true)}>
        <Text>{birthday ?? 'Choose a date'}</Text>
      </TouchableOpacity>
    </>
  );
}

// Named: the label says which field it is.
export function NamedSpeciesField({ options }) {
  const [species, setSpecies] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <View>
      {sheetOpen && <OptionSheet options={options} confirm={(picked) => setSpecies(picked)} />}
      <Pressable accessibilityLabel={`Species: ${species}`} onPress={() => setSheetOpen(true)}>
        <Text>{species || 'Select a species'}</Text>
      </Pressable>
    </View>
  );
}

// The button says what it is for beside the value it shows.
export function CountryField({ options }) {
  const [country, setCountry] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Modal visible={open}>
        <OptionSheet options={options} confirm={(picked) => setCountry(picked)} />
      </Modal>
      <Pressable onPress={() => setOpen(true)}>
        <Text>Country</Text>
        <Text>{country || 'None'}</Text>
      </Pressable>
    </View>
  );
}

// What it opens sets nothing it shows: a profile button that shows a name and opens a details sheet.
export function ProfileButton({ user }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [note, setNote] = useState('');
  return (
    <View>
      {detailsOpen && <OptionSheet options={[]} confirm={(picked) => setNote(picked)} />}
      <Pressable onPress={() => setDetailsOpen(true)}>
        <Text>{user.name || 'Anonymous'}</Text>
      </Pressable>
    </View>
  );
}

// Pressing sets the value itself (a segment of a control): no picker is opened.
export function SizeSegment() {
  const [size, setSize] = useState('');
  return (
    <Pressable onPress={() => setSize('large')}>
      <Text>{size || 'Medium'}</Text>
    </Pressable>
  );
}

// Through a pressable of the project, opened by a block that sets the state.
export function ColourField({ options }) {
  const [colour, setColour] = useState('');
  const [listOpen, setListOpen] = useState(false);
  return (
    <View>
      <Modal visible={listOpen}>
        <OptionSheet options={options} confirm={(picked) => setColour(picked)} />
      </Modal>
      <TrackedPressable
        onPress={() => {
          setListOpen(true);
        }}
      >
        <Text>{colour}</Text>
      </TrackedPressable>
    </View>
  );
}
