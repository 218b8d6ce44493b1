import React from 'react';
import { ScrollView, Text, TextInput, View } from 'react-native';

// The error is drawn by JSX kept in a local and placed above the form: the form's fields do not carry it.
export function ChannelForm({ error, name, setName, purpose, setPurpose }) {
  let displayError;
  if (error) {
    displayError = (
      <View>
        <Text>{error}</Text>
      </View>
    );
  }
  return (
    <ScrollView>
      {displayError}
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} />
    </ScrollView>
  );
}

// Carried by the field, and the text it shows hidden from the screen reader: nothing to report.
export function CarriedForm({ error, name, setName }) {
  const banner = error ? <Text importantForAccessibility="no-hide-descendants">{error}</Text> : null;
  return (
    <View>
      {banner}
      <TextInput accessibilityLabel="Name" accessibilityHint={error} value={name} onChangeText={setName} />
    </View>
  );
}
