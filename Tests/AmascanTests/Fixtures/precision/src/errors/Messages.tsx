import React from 'react';
import { TextInput, View } from 'react-native';
import { MessageField, NoteField, PinField } from './MessageField';
import { Small } from './Typography';

export function Messages({ errors, values, check, emailError }) {
  return (
    <View>
      <MessageField label="Email" value={values.email} hasError={!!errors.email} errorMessage="Enter a valid email" />
      <MessageField label="Name" value={values.name} errorMessage="Enter your name" />
      <MessageField label="City" value={values.city} hasError={false} errorMessage="Enter a city" />
      <PinField label="PIN" value={values.pin} onValidate={check} errorMessage="Wrong PIN" />
      <NoteField label="Code" value={values.code} errorNote="Six digits" />
      <View>
        <TextInput accessibilityLabel="Backup email" value={values.backup} />
        {emailError && <Small>{emailError}</Small>}
      </View>
    </View>
  );
}
