import React, { useState } from 'react';
import { TextInput } from 'react-native';
import { useTranslation } from 'react-i18next';

// One field finds a recipient by name, phone number or wallet address: a keypad of digits would shut out names
// and addresses, so the default keyboard fits.
export function Recipient() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  return <TextInput accessibilityLabel={t('send.to')} placeholder={t('send.namePhoneAddress')} value={query} onChangeText={setQuery} />;
}

// A field that asks only for a phone number: the keypad fits, and the default keyboard does not.
export function Phone() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  return <TextInput accessibilityLabel={t('profile.phoneNumber')} value={phone} onChangeText={setPhone} />;
}
