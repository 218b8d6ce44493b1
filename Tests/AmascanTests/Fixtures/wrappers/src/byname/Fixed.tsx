import React from 'react';
import { BaseInput } from './BaseInput';
import { useKeyboardProps } from './useKeyboardProps';

// Sets `keyboardType` itself after the spread: the call site's never reaches the input.
export const EmailInput = ({ ...rest }) => <BaseInput {...rest} keyboardType="email-address" />;

// Another spread after the props' may set it: unknown.
export const HookInput = (props) => {
  const keyboard = useKeyboardProps();
  return <BaseInput {...props} {...keyboard} />;
};
