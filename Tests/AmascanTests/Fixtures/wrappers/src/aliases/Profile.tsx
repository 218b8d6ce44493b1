import React from 'react';
import { Box, TextInput } from './styled';
import { PlainInput } from './native';
import { AliasField } from './AliasField';

export function Profile() {
  return (
    <Box>
      <TextInput placeholder="Name" />
      <TextInput accessibilityLabel="Email" />
      <PlainInput placeholder="City" />
      <AliasField />
      <AliasField label="Phone" />
    </Box>
  );
}
