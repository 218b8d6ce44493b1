import React from 'react';
import { TextInput, View } from 'react-native';

// The whole form under one guard: when the first field renders, the second does too.
export function ChannelForm({ headerOnly }) {
  return (
    <View>
      {!headerOnly && (
        <>
          <TextInput accessibilityLabel="Name" />
          <TextInput accessibilityLabel="Purpose" returnKeyType="done" />
        </>
      )}
    </View>
  );
}

// Two branches of a ternary never render together: neither is followed by the other.
export function Contact({ byPhone }) {
  return (
    <View>
      {byPhone ? <TextInput accessibilityLabel="Phone" /> : <TextInput accessibilityLabel="Email" />}
    </View>
  );
}

// The field after it renders only under a condition of its own: while that holds the first is not the last, and
// return offers no "next" (reported, naming the condition).
export function Address({ more }) {
  return (
    <View>
      <TextInput accessibilityLabel="Street" />
      {more && <TextInput accessibilityLabel="Apartment" />}
    </View>
  );
}
