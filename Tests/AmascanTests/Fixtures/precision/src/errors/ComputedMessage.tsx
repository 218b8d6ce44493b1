import React, { useMemo, useState } from 'react';
import { Text, TextInput, View } from 'react-native';
import { AppText } from './AppText';

function describeProblem(problem: string): string {
  return problem === 'empty' ? 'Enter an address' : 'That is not an address';
}

// The message under the field is computed from the validation result: a hint while there is none, the
// validation error otherwise. It is drawn as plain text and never read with the field.
export function ServerAddress() {
  const [address, setAddress] = useState('');
  const [validationProblem, setValidationProblem] = useState<string | null>(null);
  const message = useMemo(
    () => (validationProblem === null ? 'For example chat.example.org' : describeProblem(validationProblem)),
    [validationProblem],
  );
  return (
    <View>
      <TextInput
        accessibilityLabel="Server address"
        value={address}
        onChangeText={(text) => {
          setAddress(text);
          setValidationProblem(text === '' ? 'empty' : null);
        }}
      />
      <Text>{message}</Text>
    </View>
  );
}

// The same, drawn by the design system's text.
export function ServerName() {
  const [name, setName] = useState('');
  const nameError = name.includes(' ') ? 'No spaces' : null;
  const caption = nameError ?? 'Letters and digits';
  return (
    <View>
      <TextInput accessibilityLabel="Server name" value={name} onChangeText={setName} />
      <AppText>{caption}</AppText>
    </View>
  );
}

// Not an error: the text is computed from the count of characters typed.
export function Bio() {
  const [bio, setBio] = useState('');
  const remaining = useMemo(() => 160 - bio.length, [bio]);
  return (
    <View>
      <TextInput accessibilityLabel="Bio" value={bio} onChangeText={setBio} />
      <Text>{remaining}</Text>
    </View>
  );
}

// Attached: the computed error is the field's hint too.
export function Coupon() {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const feedback = useMemo(() => (codeError ? `Not accepted: ${codeError}` : ''), [codeError]);
  return (
    <View>
      <TextInput
        accessibilityLabel="Coupon code"
        accessibilityHint={feedback}
        value={code}
        onChangeText={(text) => {
          setCode(text);
          setCodeError(text.length > 8 ? 'too long' : '');
        }}
      />
      <Text importantForAccessibility="no">{feedback}</Text>
    </View>
  );
}

// Not errors: a title chosen by an error flag shows one of two strings; a count of errors is a number; a label
// declared again inside a callback from an error is another local than the one shown.
export function Welcome() {
  const [name, setName] = useState('');
  const [hasError, setHasError] = useState(false);
  const errors = useMemo(() => (name.length > 40 ? ['too long'] : []), [name]);
  const title = hasError ? 'Try again' : 'Welcome';
  const problems = errors.length;
  const label = 'Your name';
  const check = () => {
    const label = errors[0] ? `Name: ${errors[0]}` : 'Name';
    setHasError(label !== 'Name');
  };
  return (
    <View>
      <Text>{title}</Text>
      <Text>{label}</Text>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} onBlur={check} />
      <Text>{problems}</Text>
    </View>
  );
}
