// @flow
import * as React from 'react';
import * as RN from 'react-native';
import type { Node } from 'react';
import type { ViewStyleProp } from 'react-native/Libraries/StyleSheet/StyleSheet';
// $FlowFixMe[cannot-resolve-module] TypeScript component; its types live on the TS side.
import { TextInput } from '../components/TextInput';

type Props = {| +userId: string |};

type Settings = {|
  nickname: string,
  status: ?string,
  city: ?string,
  notifications: boolean,
|};

const API_URL = 'https://api.example.com';

function saveSettings(userId: string, settings: Settings): Promise<void> {
  return fetch(`${API_URL}/users/${userId}/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  }).then(() => undefined);
}

function Section({ title, style, children }: {| title: string, style?: ViewStyleProp, children: Node |}): Node {
  return (
    <RN.View style={[styles.section, style]}>
      <RN.Text accessibilityRole="header" style={styles.sectionTitle}>{title}</RN.Text>
      {children}
    </RN.View>
  );
}

export default function SettingsScreen({ userId }: Props): Node {
  const [nickname, setNickname] = React.useState<string>('');
  const [status, setStatus] = React.useState<?string>(null);
  const [city, setCity] = React.useState<?string>(null);
  const [notifications, setNotifications] = React.useState<boolean>(true);
  const [saving, setSaving] = React.useState<boolean>(false);
  const statusRef = React.useRef<?React.ElementRef<typeof RN.TextInput>>(null);
  const onSave = (): void => {
    setSaving(true);
    saveSettings(userId, { nickname, status, city, notifications }).finally(() => setSaving(false));
  };

  return (
    <RN.ScrollView contentContainerStyle={styles.container}>
      <Section title="Public profile">
        <RN.TextInput
          accessibilityLabel="Nickname"
          autoCapitalize="none"
          returnKeyType="next"
          value={nickname} onChangeText={setNickname}
          onSubmitEditing={() => statusRef.current?.focus()} style={styles.input}
        />
        <RN.TextInput ref={statusRef} placeholder="Status message" value={status ?? ''} onChangeText={setStatus} style={styles.input} />
      </Section>
      <Section title="Location">
        <TextInput label="City" value={city ?? ''} onChangeText={setCity} autoComplete="postal-address-locality" />
      </Section>
      <Section title="Notifications" style={styles.row}>
        <RN.Switch accessibilityLabel="Push notifications" value={notifications} onValueChange={setNotifications} />
      </Section>
      <RN.Pressable accessibilityRole="button" accessibilityState={{ busy: saving }} onPress={onSave} style={styles.button}>
        <RN.Text style={styles.buttonText}>Save</RN.Text>
      </RN.Pressable>
    </RN.ScrollView>
  );
}

const styles = RN.StyleSheet.create({
  container: { padding: 24 },
  section: { marginBottom: 24 },
  sectionTitle: { fontSize: 18, fontWeight: '600', marginBottom: 8 },
  row: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  input: { borderWidth: 1, borderColor: '#9aa5b1', borderRadius: 8, padding: 12, fontSize: 16, marginBottom: 12 },
  button: { backgroundColor: '#2563eb', borderRadius: 8, paddingVertical: 14, alignItems: 'center' },
  buttonText: { color: '#ffffff', fontSize: 16, fontWeight: '600' },
});
