import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { getI18n, useTranslation } from 'react-i18next';

// The caption shows the prop that names the first input; the rows below name theirs from their own `label`. The
// caption is read twice.
export function TaggedField({ label, value, tags }) {
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityLabel={label} value={value} />
      {tags.map((label) => (
        <TextInput key={label} accessibilityLabel={label} />
      ))}
    </View>
  );
}

// Two helpers each translate the same key: the caption says what the input is named, a second time.
export function TranslatedEmailField({ value }) {
  const { t } = useTranslation();
  const renderCaption = () => {
    const label = t('email');
    return <Text>{label}</Text>;
  };
  const renderInput = () => {
    const label = t('email');
    return <TextInput accessibilityLabel={label} value={value} keyboardType="email-address" />;
  };
  return (
    <View>
      {renderCaption()}
      {renderInput()}
    </View>
  );
}

// Two helpers translate what they are given: the heading's key is not the field's, so the heading is not its name.
export function ProfileForm({ email, setEmail }) {
  const { t } = useTranslation();
  const renderHeading = (key) => {
    const label = t(key);
    return <Text accessibilityRole="header">{label}</Text>;
  };
  const renderField = (key, value, onChange) => {
    const label = t(key);
    return <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} keyboardType="email-address" />;
  };
  return (
    <View>
      {renderHeading('profile.title')}
      {renderField('profile.email', email, setEmail)}
    </View>
  );
}

// Each helper takes `t` from the same call and translates the same key: the caption is the input's name again.
export function SignUpForm({ value, onChangeText }) {
  const renderCaption = () => {
    const { t } = getI18n();
    const label = t('username');
    return <Text>{label}</Text>;
  };
  const renderInput = () => {
    const { t } = getI18n();
    const label = t('username');
    return <TextInput accessibilityLabel={label} value={value} onChangeText={onChangeText} />;
  };
  return (
    <View>
      {renderCaption()}
      {renderInput()}
    </View>
  );
}
