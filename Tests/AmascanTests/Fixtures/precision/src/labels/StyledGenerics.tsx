import React from 'react';
import { TextInput } from 'react-native';
import styled from 'styled-components/native';

interface InputProps {
  invalid?: boolean;
}

// styled-components typed with the props they style by: a type argument before the template. tree-sitter's grammar
// reads `styled.TextInput<InputProps>` followed by a template as two comparisons, and an object type there as an
// expression missing a `!`; either way, the component is react-native's `TextInput`, and the code has no syntax
// error.
const Field = styled.TextInput<InputProps>`
  color: ${({ invalid }) => (invalid ? 'red' : 'black')};
`;
const Boxed = styled(TextInput)<{ dense: boolean }>`
  padding: ${({ dense }) => (dense ? 2 : 8)}px;
`;
const Both = styled.TextInput<InputProps & { dense: boolean }>`
  margin: 0;
`;
const Nested = styled.TextInput<{ invalid?: boolean }>`
  ${({ invalid }) =>
    invalid &&
    css`
      border-color: red;
    `};
`;

export const Name = () => <Field placeholder="Name" />;
export const City = () => <Boxed placeholder="City" dense />;
export const Street = () => <Both placeholder="Street" dense />;
export const Country = () => <Nested placeholder="Country" />;
export const Named = () => <Field accessibilityLabel="Name" />;
