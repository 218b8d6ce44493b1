import React from 'react';
import { Animated, TextInput } from 'react-native';

const AnimatedTextInput = Animated.createAnimatedComponent(TextInput);

// Read-only displays: a recovery code, a timer, a crash log. Nothing is entered, so no form rule applies.
export function RecoveryCode({ code }: { code: string }) {
  return <TextInput value={code} editable={false} selectTextOnFocus />;
}

export function Timer({ label }: { label: string }) {
  return <AnimatedTextInput defaultValue={label} editable={false} />;
}

export function CrashLog({ details }: { details: string }) {
  return (
    <TextInput multiline editable={false}>
      {details}
    </TextInput>
  );
}

export function ReadOnlyProp({ value }: { value: string }) {
  return <TextInput value={value} readOnly />;
}

// Still fields: editing can be turned back on by the spread after the literal, or the input has a change
// handler, or `editable` is not a literal.
export function Overridable(props: object) {
  return <TextInput editable={false} {...props} />;
}

export function Handled({ onChange }: { onChange: (text: string) => void }) {
  return <TextInput editable={false} onChangeText={onChange} />;
}

export function Toggled({ locked }: { locked: boolean }) {
  return <TextInput editable={!locked} />;
}

// A wrapper that turns editing off by a prop of its own (`editable={!locked}`): a call site that locks it shows a
// value, no field; one that leaves it unlocked is a field.
function LockableInput({ locked, ...rest }) {
  return <TextInput {...rest} editable={!locked} />;
}

function AddressInput(props) {
  return <LockableInput {...props} />;
}

export function Destination({ destination, setDestination }) {
  return (
    <>
      <LockableInput value={destination} locked />
      <LockableInput value={destination} locked={true} multiline />
      <AddressInput value={destination} locked />
      <LockableInput value={destination} onChangeText={setDestination} />
      <LockableInput value={destination} locked={false} />
    </>
  );
}
