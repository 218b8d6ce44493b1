import React, { RefObject, useRef } from 'react';
import { TextInput, TextInputProps, View } from 'react-native';

interface InputProps extends TextInputProps {
  fwdRef?: RefObject<TextInput | null>;
  onSubmit?: () => void;
  onLeave?: () => void;
}

// A design-system input that hands its ref and its return handler on under names of its own.
const Input = ({ fwdRef, onSubmit, onLeave, ...restProps }: InputProps) => (
  <View>
    <TextInput {...restProps} ref={fwdRef} onSubmitEditing={onSubmit} onBlur={onLeave} />
  </View>
);

// The confirm field's return focuses the confirm field again: it never leaves. The password field's moves on.
export function ConfirmPassword() {
  const passwordRef = useRef<TextInput>(null);
  const confirmRef = useRef<TextInput>(null);
  return (
    <View>
      <Input
        fwdRef={passwordRef}
        accessibilityLabel="Password"
        secureTextEntry
        returnKeyType="next"
        onSubmit={() => confirmRef.current?.focus()}
      />
      <Input
        fwdRef={confirmRef}
        accessibilityLabel="Confirm password"
        secureTextEntry
        returnKeyType="done"
        onSubmit={() => {
          confirmRef.current?.focus();
        }}
      />
    </View>
  );
}

// The code field takes focus back whenever it loses it.
export function Code({ save }) {
  const codeRef = useRef<TextInput>(null);
  return <Input fwdRef={codeRef} accessibilityLabel="Code" onSubmit={save} onLeave={() => codeRef.current?.focus()} />;
}

// An input wrapping that one, which renames again.
const CodeInput = ({ inputRef, onDone, ...rest }: InputProps & { inputRef?: RefObject<TextInput | null>; onDone?: () => void }) => (
  <Input {...rest} fwdRef={inputRef} onSubmit={onDone} />
);

// The first PIN field's return focuses it again (and so never reaches the second).
export function Pin({ verify }) {
  const pinRef = useRef<TextInput>(null);
  const againRef = useRef<TextInput>(null);
  return (
    <View>
      <CodeInput inputRef={pinRef} accessibilityLabel="PIN" onDone={() => pinRef.current?.focus()} />
      <CodeInput inputRef={againRef} accessibilityLabel="PIN again" onDone={verify} />
    </View>
  );
}
