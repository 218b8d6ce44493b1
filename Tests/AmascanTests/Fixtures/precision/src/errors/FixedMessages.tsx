import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';

// A fixed message shown while the code is not valid: the field's error, never read with it.
export function CodeForm({ code, onChange, isCodeValid }) {
  const { t } = useTranslation();
  return (
    <View>
      <TextInput accessibilityLabel="Code" value={code} onChangeText={onChange} />
      {!isCodeValid && <Text>{t('form.codeWarning')}</Text>}
    </View>
  );
}

// A fixed disclaimer shown with a search's results: no error of what was typed.
export function TokenSearch({ query, onChange, results }) {
  const { t } = useTranslation();
  return (
    <View>
      <TextInput accessibilityLabel="Token address" value={query} onChangeText={onChange} />
      {results.length > 0 && <Text>{t('list.unlistedTokenWarning')}</Text>}
    </View>
  );
}
