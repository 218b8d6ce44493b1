import React from 'react';
import { TextInput } from 'react-native';
import { ErrorBox } from './errors';

// Its input is a child of a container that draws the error: the input never carries it.
export const BoxedInput = ({ label, error, ...rest }) => (
  <ErrorBox error={error}>
    <TextInput accessibilityLabel={label} {...rest} />
  </ErrorBox>
);
