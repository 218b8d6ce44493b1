import React from 'react';
import { connect } from 'react-redux';
import { AnimatedInput } from './AnimatedInput';
import Input, { BoxedInput } from './Input';

// `connect(map)(Component)` renders Component (never the map).
const mapState = (state) => ({ query: state.query });
const Connected = connect(mapState)(Input);

export function Search({ t }) {
  return (
    <>
      <AnimatedInput placeholder={t('search')} />
      <Input accessibilityLabel="Name" />
      <BoxedInput placeholder="Code" />
      <Connected accessibilityLabel="Query" />
    </>
  );
}
