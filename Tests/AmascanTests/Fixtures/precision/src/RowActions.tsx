import React, { useMemo } from 'react';
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

// A wrapper whose render returns a memo of its JSX: drawn where it is used, its input is the wrapper's.
function MemoInput({ label, ...rest }) {
  return useMemo(() => <TextInput accessibilityLabel={label} {...rest} />, [label, rest]);
}

export function City({ city, setCity }) {
  return <MemoInput placeholder="City" value={city} onChangeText={setCity} />;
}

// The same through a hook of the app's own that keeps a handler (`useHandler(async () => …)`).
declare function useHandler<T>(handler: T): T;

function QuoteRow({ title, onPick }) {
  const handleProviderPress = useHandler(async () => {
    const picked = await Airship.show((bridge) => <SearchModal bridge={bridge} />);
    if (picked != null) onPick(picked);
  });
  return (
    <Pressable accessibilityRole="button" onPress={handleProviderPress}>
      <Text>{title}</Text>
    </Pressable>
  );
}

export function Quotes({ quotesError, onPick }) {
  return (
    <View>
      <QuoteRow title="Card" onPick={onPick} />
      {quotesError ? <Text>{quotesError}</Text> : null}
    </View>
  );
}
