import React from 'react';
import Choice from './Choice';

// Defaults `type` with `||` before a spread of the rest, which cannot set it again: `type="toggle"` renders the switch.
export default function PickChoice({ type, ...rest }) {
  return <Choice type={type || 'select'} {...rest} />;
}
