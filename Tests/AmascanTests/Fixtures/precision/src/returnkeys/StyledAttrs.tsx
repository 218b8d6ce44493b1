import React, { useState } from 'react';
import { TextInput } from 'react-native';
import styled from 'styled-components/native';

// The return-key props are set once, in `.attrs`: every field drawn with it keeps focus on return.
const StuckInput = styled(TextInput).attrs({ blurOnSubmit: false, returnKeyType: 'next' })`
  flex: 1;
`;

// Set by a function of the props; a search that runs as the user types is no trap.
const SearchInput = styled(TextInput).attrs(({ dark }) => ({
  blurOnSubmit: false,
  returnKeyType: 'search',
  keyboardAppearance: dark ? 'dark' : 'light',
}))({ flex: 1 });

// Named in `.attrs`: the field has a name.
const AmountInput = styled.TextInput.attrs({ accessibilityLabel: 'Amount', keyboardType: 'numeric' })``;

// What `.attrs` is given cannot be read: it may set any prop.
const defaults = { blurOnSubmit: true };
const OpaqueInput = styled(TextInput).attrs(defaults)``;

export const City = () => <StuckInput accessibilityLabel="City" />;

export function Search() {
  const [query, setQuery] = useState('');
  return <SearchInput accessibilityLabel="Search" value={query} onChangeText={setQuery} />;
}

export const Amount = () => <AmountInput />;

// Set at the call site too: which one wins depends on the library's version, so the return key is not known;
// `blurOnSubmit` is set only in `.attrs`, and return still does nothing.
export const Postcode = () => <StuckInput accessibilityLabel="Postcode" returnKeyType="done" />;

export const Street = () => <OpaqueInput accessibilityLabel="Street" blurOnSubmit={false} />;

// A styled wrapper of the input: `.attrs` sets props at each call site, and the wrapper passes them on.
function Field({ label, ...rest }) {
  return <TextInput accessibilityLabel={label} {...rest} />;
}
const StuckField = styled(Field).attrs({ blurOnSubmit: false })``;

export const Note = () => <StuckField label="Note" />;

// A styled component of a styled component sets what the inner one sets.
const WideAmountInput = styled(AmountInput)`
  width: 100%;
`;
export const WideAmount = () => <WideAmountInput />;

// What a function of the props reads, or a key computed at run time, is not known at the element.
const LABEL = 'accessibilityLabel';
const ByProp = styled.TextInput.attrs((p) => ({ accessibilityLabel: p.label }))``;
const ByKey = styled.TextInput.attrs({ [LABEL]: 'Comment' })``;
export const Comment = () => (
  <>
    <ByProp label="Comment" />
    <ByKey />
  </>
);
