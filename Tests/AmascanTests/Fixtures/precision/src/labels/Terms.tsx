import React from 'react';
import { TextInput, View } from 'react-native';
import { Trans, useTranslation } from 'react-i18next';

// react-i18next's Trans shows the translation of its key: beside a field named by `t` of the same key, the screen
// reader reads it twice. Another key, or a Trans hidden from assistive technology, is fine.
export function Signup() {
  const { t } = useTranslation();
  return (
    <View>
      <Trans i18nKey="signup.email" />
      <TextInput accessibilityLabel={t('signup.email')} keyboardType="email-address" />
      <Trans i18nKey="signup.emailHelp" />
      <Trans i18nKey="signup.name" importantForAccessibility="no" accessibilityElementsHidden />
      <TextInput accessibilityLabel={t('signup.name')} />
    </View>
  );
}
