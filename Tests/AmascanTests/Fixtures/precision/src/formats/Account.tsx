import React from 'react';
import { View } from 'react-native';
import { EmailInput, FormInput, PasswordInput } from './Fields';

export function Account({ t, intl, saving, onSearch }) {
  return (
    <View>
      <FormInput label={t('signup.email')} />
      <FormInput label={intl.formatMessage({ id: 'account.phone', defaultMessage: 'Phone number' })} />
      <FormInput label={I18n.t('Avatar_Url')} editable={!saving} />
      <EmailInput label={t('signup.email')} />
      <PasswordInput placeholder="Password" />
      <FormInput label="Name or email" />
      <FormInput placeholder="Email or username" returnKeyType="search" onSubmitEditing={onSearch} />
    </View>
  );
}
