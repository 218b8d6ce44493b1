import React, { forwardRef, useRef } from 'react';
import { TextInput } from 'react-native';

// Passes its props and ref on to its input.
const Input = forwardRef((props, ref) => <TextInput ref={ref} {...props} />);

// Keeps `onBlur` for itself.
const Tracked = forwardRef(({ onBlur, ...props }, ref) => <TextInput ref={ref} {...props} onBlur={() => track()} />);

// The call site's ref is the field's: a blur handler that focuses it again keeps the user in the field.
export function Secret({ onChange }) {
  const input = useRef(null);
  const other = useRef(null);
  const refocus = () => input.current?.focus();
  return (
    <>
      <Input ref={input} accessibilityLabel="Secret phrase" onChangeText={onChange} onBlur={refocus} />
      <Tracked ref={other} accessibilityLabel="Name" onBlur={() => other.current?.focus()} />
    </>
  );
}
