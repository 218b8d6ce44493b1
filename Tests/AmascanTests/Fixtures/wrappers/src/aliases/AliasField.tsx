import React from 'react';
import { TextInput } from './styled';

// A wrapper whose input is the shared alias.
export function AliasField({ label, ...rest }: { label?: string }) {
  return <TextInput accessibilityLabel={label} {...rest} />;
}
