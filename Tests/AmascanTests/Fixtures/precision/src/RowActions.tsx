import React from 'react';
import { Pressable, Switch, Text } from 'react-native';

// The row opens details and the switch saves a setting, each through a call on what another call returns: two
// actions, so the row is no control row.
export function SyncRow({ api, on, open, saved }) {
  return (
    <Pressable onPress={() => api.get('details').then(open)}>
      <Text>Sync</Text>
      <Switch accessibilityLabel="Sync" value={on} onValueChange={(v) => api.post(v).then(saved)} />
    </Pressable>
  );
}
