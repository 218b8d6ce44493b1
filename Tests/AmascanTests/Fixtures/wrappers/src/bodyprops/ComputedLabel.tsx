// Accessible names computed in the body: from the label props plus words that only add to a name, or constant.
import React, { useMemo } from 'react';
import { TextInput } from 'react-native';

type Props = { label?: string; accessibilityLabel?: string; required?: boolean; error?: string; value?: string };

export const FormInput = ({ label, accessibilityLabel, required, error, value, ...inputProps }: Props) => {
  const errorText = error ? ` Error: ${error}.` : '';
  const a11yLabel = useMemo(() => {
    const base = `${accessibilityLabel || label || ''}`;
    const requiredText = required ? ' Required.' : '';
    return `${base}${requiredText}${errorText}`.trim();
  }, [accessibilityLabel, label, required, errorText]);
  return <TextInput accessibilityLabel={a11yLabel} value={value} {...inputProps} />;
};

export const SearchInput = (props: Props) => {
  const name = useMemo(() => 'Search messages', []);
  return <TextInput {...props} accessibilityLabel={name} />;
};

export const Register = () => (
  <>
    <FormInput label="Email" value="" />
    <FormInput required error="Too short" value="" />
    <FormInput placeholder="Password" value="" />
    <SearchInput placeholder="Search" />
  </>
);
