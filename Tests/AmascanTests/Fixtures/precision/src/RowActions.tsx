import React from 'react';
import { Pressable, Switch, Text, TextInput, View } from 'react-native';

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

// A row that opens a modal with a search field when pressed, through a call (`Airship.show(bridge => <Modal />)`):
// the row is no wrapper of that field, and an error shown beside the row is not the field's.
declare const Airship: { show: (render: (bridge: object) => React.ReactNode) => Promise<string | undefined> };

function SearchModal({ bridge }) {
  return <TextInput accessibilityLabel="Provider name" onChangeText={() => {}} />;
}

function ProviderRow({ title, onPick }) {
  const handlePress = async () => {
    const picked = await Airship.show((bridge) => <SearchModal bridge={bridge} />);
    if (picked != null) onPick(picked);
  };
  return (
    <Pressable accessibilityRole="button" onPress={handlePress}>
      <Text>{title}</Text>
    </Pressable>
  );
}

export function Providers({ quotesError, onPick }) {
  return (
    <View>
      <ProviderRow title="Bank transfer" onPick={onPick} />
      {quotesError ? <Text>{quotesError}</Text> : null}
    </View>
  );
}
