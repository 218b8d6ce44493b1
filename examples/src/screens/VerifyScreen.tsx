import React, { useRef, useState } from 'react';
import { Pressable, StyleSheet, Switch, Text, TextInput, View } from 'react-native';
import i18n from '../i18n';

type Props = { onVerified: (code: string) => void };

// Two-digit demo code: typing a digit jumps to the next box without telling the user.
function CodeBoxes({ onVerified }: Props) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const secondRef = useRef<TextInput>(null);
  return (
    <View style={styles.row}>
      <TextInput
        accessibilityLabel="Code, digit 1"
        keyboardType="number-pad"
        maxLength={1}
        value={first}
        returnKeyType="next"
        onSubmitEditing={() => secondRef.current?.focus()}
        onChangeText={(digit) => {
          setFirst(digit);
          if (digit) secondRef.current?.focus();
        }}
        style={styles.box}
      />
      <TextInput
        ref={secondRef}
        accessibilityLabel="Code, digit 2"
        keyboardType="number-pad"
        maxLength={1}
        value={second}
        returnKeyType="done"
        onSubmitEditing={() => onVerified(first + second)}
        onChangeText={setSecond}
        style={styles.box}
      />
    </View>
  );
}

// The recovery address brings up the default keyboard.
function RecoveryEmail() {
  const [email, setEmail] = useState('');
  return (
    <TextInput
      accessibilityLabel="Recovery email"
      autoCapitalize="none"
      value={email}
      onChangeText={setEmail}
      style={styles.input}
    />
  );
}

// Two switches with the same name, and a resend button screen readers cannot reach.
function Options({ resend }: { resend: () => void }) {
  const [sms, setSms] = useState(true);
  const [mail, setMail] = useState(false);
  return (
    <View>
      <Switch accessibilityLabel="Notifications" value={sms} onValueChange={setSms} />
      <Switch accessibilityLabel="Notifications" value={mail} onValueChange={setMail} />
      <Pressable accessible={false} onPress={resend} style={styles.link}>
        <Text>{i18n.t('verify.resend')}</Text>
      </Pressable>
    </View>
  );
}

export function VerifyScreen({ onVerified }: Props) {
  return (
    <View style={styles.container}>
      <CodeBoxes onVerified={onVerified} />
      <RecoveryEmail />
      <Options resend={() => onVerified('')} />
    </View>
  );
}

const styles = StyleSheet.create({
  container: { padding: 16, gap: 12 },
  row: { flexDirection: 'row', gap: 8 },
  box: { width: 44, height: 52, borderWidth: 1, textAlign: 'center' },
  input: { borderWidth: 1, padding: 8 },
  link: { paddingVertical: 12 },
});
