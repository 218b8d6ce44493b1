import React, { useMemo } from 'react';
import { Text, TextInput, View } from 'react-native';

// A wrapper attaches its error through a local of its own: the hint is made from the error. The error is read with
// the field; the text beside it is then read a second time.
export function HintedField({ label, error, value }) {
  const hint = error ?? '';
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
      <Text>{error}</Text>
    </View>
  );
}

// The same local written in a `switch` case: it counts in the case.
export function ModeField({ label, error, mode, value }) {
  switch (mode) {
    case 'compact':
      const hint = `${label}: ${error}`;
      return (
        <View>
          <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
          <Text>{error}</Text>
        </View>
      );
    default:
      return null;
  }
}

// The case's own `hint` is an instruction; the `hint` made from the error is the component's, read elsewhere: the
// error is not attached.
export function InstructedField({ label, error, mode, value }) {
  const hint = error;
  if (mode === 'compact') {
    const hint = 'Type your email';
    return (
      <View>
        <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
        <Text>{error}</Text>
      </View>
    );
  }
  return <Text>{hint}</Text>;
}

// A wrapper that passes the hint through: the call site attaches the error through its own local.
export function PassingField({ error, ...rest }) {
  return (
    <View>
      <TextInput {...rest} />
      <Text>{error}</Text>
    </View>
  );
}

// The hint only depends on the error (a memo's dependency): the memo returns an instruction, and the message itself
// is never read with the field.
export function DependentHintField({ label, error, value }) {
  const hint = useMemo(() => 'Use your work address', [error]);
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// The hint is chosen by the error: the message itself is never read with the field.
export function ChosenHintField({ label, error, value }) {
  const hint = error ? 'Fix the field' : '';
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// A memo that returns the error attaches it.
export function MemoHintField({ label, error, value }) {
  const hint = useMemo(() => error ?? '', [error]);
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// A `let` may be given another value later: what it reads cannot tell a value from a condition, so whether the error
// is read with the field is not known: no finding.
export function LetHintField({ label, error, value }) {
  let hint = error ? 'Fix this field' : undefined;
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

export function AttachedThroughLocalScreen({ errors, values }) {
  const emailHint = `Email: ${errors.email}`;
  return (
    <View>
      <HintedField label="Name" error={errors.name} value={values.name} />
      <ModeField mode="compact" label="Phone" error={errors.phone} value={values.phone} />
      <InstructedField mode="compact" label="Code" error={errors.code} value={values.code} />
      <DependentHintField label="Work email" error={errors.work} value={values.work} />
      <ChosenHintField label="Team" error={errors.team} value={values.team} />
      <MemoHintField label="Office" error={errors.office} value={values.office} />
      <LetHintField label="Floor" error={errors.floor} value={values.floor} />
      <PassingField
        accessibilityLabel="Email"
        accessibilityHint={emailHint}
        keyboardType="email-address"
        error={errors.email}
        value={values.email}
      />
    </View>
  );
}
