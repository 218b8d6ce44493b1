import React from 'react';
import { Button, Text, View } from 'react-native';
import { ErrorBanner } from './ErrorBanner';
import { Field } from './Field';

// An error drawn once below the form, by a component of its own: one defect, reported once, at the field nearest it.
export function SignIn({ error, onSubmit }) {
  return (
    <View>
      <View>
        <Field label="Email" />
      </View>
      <Field label="Password" secureTextEntry />
      <Button title="Sign in" onPress={onSubmit} />
      {error && <ErrorBanner message={error} />}
    </View>
  );
}

// Announced as it appears (a live region), or read with the field: nothing to report.
export function Announced({ error }) {
  return (
    <View>
      <Field label="Code" />
      {error && <Text accessibilityLiveRegion="polite">{error}</Text>}
    </View>
  );
}

// The role "alert" announces nothing in React Native (neither TalkBack nor VoiceOver reads it as it appears).
export function RoleAlert({ error }) {
  return (
    <View>
      <Field label="Code" />
      {error && <Text accessibilityRole="alert">{error}</Text>}
    </View>
  );
}

export function Attached({ error }) {
  return (
    <View>
      <Field label="Code" accessibilityHint={error} />
      {error && <Text importantForAccessibility="no">{error}</Text>}
    </View>
  );
}

// An instruction written in the source, shown in one branch: not an error the field produced.
export function Instruction({ missing }) {
  if (missing) {
    return (
      <View>
        <Text>{'The key is missing or invalid. Type it below:'}</Text>
        <Field label="Key" />
      </View>
    );
  }
  return null;
}

// Errors of list rows, and a field that only searches: not the form's.
export function Results({ rows }) {
  return (
    <View>
      <Field label="Search" returnKeyType="search" />
      {rows.map((row) => row.error && <Text key={row.id}>{row.error}</Text>)}
    </View>
  );
}
