import React, { useRef, useState } from 'react';
import { Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';

type LoginScreenProps = {
  onLogin: (email: string, password: string) => void;
};

export function LoginScreen({ onLogin }: LoginScreenProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A type argument, not an element: the ref points at react-native's TextInput.
  const passwordRef = useRef<TextInput>(null);

  const canSubmit = email.trim().length > 0 && password.length > 0;
  const submit = () => {
    if (canSubmit) {
      onLogin(email.trim(), password);
    }
  };

  // Every field below has its own accessibilityLabel; never ship a bare <TextInput /> here.
  return (
    <View style={styles.container}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('login.title')}
      </Text>
      <TextInput
        accessibilityLabel={t('login.email')}
        autoCapitalize="none"
        autoComplete="email"
        keyboardType="email-address"
        textContentType="emailAddress"
        returnKeyType="next"
        submitBehavior="submit"
        value={email}
        onChangeText={setEmail}
        onSubmitEditing={() => passwordRef.current?.focus()}
        style={styles.input}
      />
      <TextInput
        ref={passwordRef}
        accessibilityLabel={t('login.password')}
        secureTextEntry
        autoComplete="password"
        textContentType="password"
        returnKeyType="done"
        value={password}
        onChangeText={setPassword}
        onSubmitEditing={submit}
        style={styles.input}
      />
      <Pressable
        accessibilityRole="button"
        accessibilityState={{ disabled: !canSubmit }}
        disabled={!canSubmit}
        onPress={submit}
        style={({ pressed }) => [styles.button, pressed && styles.buttonPressed]}
      >
        <Text style={styles.buttonText}>{t('login.submit')}</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  container: {
    flex: 1,
    padding: 24,
    justifyContent: 'center',
  },
  title: {
    fontSize: 28,
    fontWeight: '700',
    marginBottom: 24,
  },
  input: {
    borderWidth: 1,
    borderColor: '#9aa5b1',
    borderRadius: 8,
    paddingHorizontal: 12,
    paddingVertical: 10,
    fontSize: 16,
    marginBottom: 16,
  },
  button: {
    backgroundColor: '#2563eb',
    borderRadius: 8,
    paddingVertical: 14,
    alignItems: 'center',
  },
  buttonPressed: {
    opacity: 0.8,
  },
  buttonText: {
    color: '#ffffff',
    fontSize: 16,
    fontWeight: '600',
  },
});
