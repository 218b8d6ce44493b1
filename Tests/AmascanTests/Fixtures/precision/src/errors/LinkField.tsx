import React from 'react';
import { TextInput, View } from 'react-native';
import { AppText, Caption } from './AppText';

// The error is drawn by the project's own text components, shown while the link is not valid.
export function LinkField({ t, link, setLink, isValid }) {
  return (
    <View>
      <TextInput accessibilityLabel="Website" value={link} onChangeText={setLink} />
      {!isValid && <AppText color="red">{t('input_errors.invalid_link')}</AppText>}
    </View>
  );
}

// Read with the field, but the text shown stays focusable too: the isolated element the guidelines warn of.
export function HandleField({ t, handle, setHandle, isValid }) {
  return (
    <View>
      <TextInput accessibilityLabel="Handle" accessibilityHint={t('input_errors.invalid_handle')} value={handle} />
      {!isValid && <Caption>{t('input_errors.invalid_handle')}</Caption>}
    </View>
  );
}
