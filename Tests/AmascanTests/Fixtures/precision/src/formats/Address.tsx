import React from 'react';
import { TextInput } from 'react-native';

// A postal code may hold letters (a UK "SW1A 1AA", a Canadian "K1A 0B1"): the default keyboard fits it, whatever
// the label, the content type or the autofill hint says. A US ZIP code is digits.
export const PostalCode = () => <TextInput accessibilityLabel="Postal code" />;
export const Postcode = () => <TextInput accessibilityLabel="Postcode" textContentType="postalCode" />;
export const AutofilledCode = () => <TextInput accessibilityLabel="Code" autoComplete="postal-code" />;
export const ZipCode = () => <TextInput accessibilityLabel="ZIP code" />;
