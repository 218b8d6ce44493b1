import React, { useState } from 'react';
import { Image, Modal, Pressable, Text, TextInput, View } from 'react-native';
import { FormattedMessage } from 'react-intl';
import { Trans } from 'react-i18next';
import { OptionSheet } from './Sheets';
import { useProfile } from './useProfile';

// Shown while `!!open` holds; the pick is typed and destructured, and set after an `await`.
export function CountryField() {
  const [country, setCountry] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <View>
      {!!open && (
        <OptionSheet confirm={async ({ value }: { value: string }) => { await setCountry(value); }} />
      )}
      <Pressable onPress={() => setOpen(true)}>
        <Text>{country || 'Country'}</Text>
      </Pressable>
    </View>
  );
}

// Shown while `visible={open === true}`; the pick is given to a function expression that returns the setter's call.
export function SizeField() {
  const [size, setSize] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Modal visible={open === true}>
        <OptionSheet confirm={function (picked) { return setSize(picked); }} />
      </Modal>
      <Pressable onPress={() => setOpen(true)}>
        <Text>{size}</Text>
      </Pressable>
    </View>
  );
}

// The sheet only clears the value, from nothing it is given: no pick.
export function ClearOnly() {
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Modal visible={open}>
        <Pressable onPress={(event) => setTag(null)}><Text>Clear</Text></Pressable>
        <OptionSheet confirm={_ => setTag('none')} />
      </Modal>
      <Pressable onPress={() => setOpen(true)}>
        <Text>{tag}</Text>
      </Pressable>
    </View>
  );
}

// A heading that opens an inline edit: the text input shown in its place sets the value.
export function ListTitle({ initial }) {
  const [title, setTitle] = useState(initial);
  const [editing, setEditing] = useState(false);
  return (
    <View>
      {editing && (
        <TextInput accessibilityLabel="List name" value={title} onChangeText={(text) => setTitle(text)} />
      )}
      {!editing && (
        <Pressable accessibilityRole="header" onPress={() => setEditing(true)}>
          <Text>{title}</Text>
        </Pressable>
      )}
    </View>
  );
}

// Named by what it holds: a label on the inner text, a translated message, a `Trans` key.
export function NamedInside() {
  const [colour, setColour] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <View>
      {open && <OptionSheet confirm={(picked) => setColour(picked)} />}
      <Pressable onPress={() => setOpen(true)}>
        <Text accessibilityLabel={`Colour: ${colour}`}>{colour}</Text>
      </Pressable>
      <Pressable onPress={() => setOpen(true)}>
        <FormattedMessage id="form.colour" defaultMessage="Colour" />
        <Text>{colour}</Text>
      </Pressable>
      <Pressable onPress={() => setOpen(true)}>
        <Text><Trans i18nKey="colour" /></Text>
        <Text>{colour}</Text>
      </Pressable>
    </View>
  );
}

// A profile header that opens an editor: it shows an avatar besides the name.
export function ProfileHeader() {
  const { name, avatar, setName } = useProfile();
  const [editOpen, setEditOpen] = useState(false);
  return (
    <View>
      <Pressable accessibilityRole="button" onPress={() => setEditOpen(true)}>
        <Image source={{ uri: avatar }} />
        <Text>{name}</Text>
      </Pressable>
      <OptionSheet visible={editOpen} confirm={(profile) => setName(profile.name)} />
    </View>
  );
}
