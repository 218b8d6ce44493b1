import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { HeaderField, QuietField } from './HeaderField';

export function Login({ t, setEmail, setPassword, setCode }) {
  return (
    <View>
      <HeaderField headerText={t('EMAIL')} accessibilityLabel={t('EMAIL')} onChangeText={setEmail} />
      <HeaderField headerText={t('PASSWORD')} accessibilityLabel={t('Your password')} onChangeText={setPassword} />
      <QuietField headerText={t('CODE')} accessibilityLabel={t('CODE')} onChangeText={setCode} />
      <Text>{t('login.name')}</Text>
      <TextInput accessibilityLabel={t('login.name')} />
      <Text importantForAccessibility="no">{t('login.city')}</Text>
      <TextInput accessibilityLabel={t('login.city')} />
    </View>
  );
}
