import React, { useRef, useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// A search for what, then where: picking a subject moves focus to the location field, so the two are steps of one
// search, and return on the first offers no "next" and stays (reported).
export function WhatAndWhere({ search }) {
  const [subject, setSubject] = useState('');
  const [place, setPlace] = useState('');
  const placeInput = useRef(null);
  const pickSubject = (picked) => {
    setSubject(picked);
    placeInput.current?.focus();
  };
  return (
    <View>
      <TextInput accessibilityLabel="Search species" inputMode="search" value={subject} onChangeText={setSubject} />
      <TextInput accessibilityLabel="Search places" inputMode="search" ref={placeInput} value={place} onChangeText={setPlace} />
      <Button title="Search" onPress={() => search(subject, place)} />
    </View>
  );
}

// Two searches that each filter a list of their own: the component never moves between them (not judged).
export function TwoLists() {
  const [people, setPeople] = useState('');
  const [teams, setTeams] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Search people" inputMode="search" value={people} onChangeText={setPeople} />
      <TextInput accessibilityLabel="Search teams" inputMode="search" value={teams} onChangeText={setTeams} />
    </View>
  );
}
