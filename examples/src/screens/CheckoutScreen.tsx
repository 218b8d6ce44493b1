import React, { useRef, useState } from 'react';
import { Pressable, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';

export type CardDetails = {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
};

type CheckoutScreenProps = {
  onPay: (card: CardDetails) => void;
};

/** Luhn check on the digits of a card number. */
function isValidCard(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why an expiry date (MM/YY) is not usable, or undefined when it is. */
function expiryProblem(expiry: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) {
    return 'Enter the expiry date as MM/YY';
  }
  const month = Number(match[1]);
  if (month < 1 || month > 12) {
    return 'The month must be between 01 and 12';
  }
  return undefined;
}

/** Why a security code is not usable, or undefined when it is. */
function cvcProblem(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc) ? undefined : 'Enter the 3 or 4 digit security code';
}

export function CheckoutScreen({ onPay }: CheckoutScreenProps) {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const [cvcError, setCvcError] = useState<string | undefined>();
  const cardRef = useRef<TextInput>(null);
  const expiryRef = useRef<TextInput>(null);
  const cvcRef = useRef<TextInput>(null);

  const checkExpiry = () => setExpiryError(expiryProblem(expiry));

  const pay = () => {
    const expiryMessage = expiryProblem(expiry);
    const cvcMessage = cvcProblem(cvc);
    setExpiryError(expiryMessage);
    setCvcError(cvcMessage);
    if (name.trim() && isValidCard(number) && !expiryMessage && !cvcMessage) {
      onPay({ name: name.trim(), number: number.replace(/\D/g, ''), expiry: expiry.trim(), cvc });
    }
  };

  return (
    <ScrollView contentContainerStyle={styles.container} keyboardShouldPersistTaps="handled">
      <Text accessibilityRole="header" style={styles.title}>
        Payment details
      </Text>
      <View style={styles.field}>
        <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>Name on card</Text>
        <TextInput
          accessibilityLabel="Name on card"
          autoComplete="name"
          autoCapitalize="words"
          returnKeyType="done"
          value={name}
          onChangeText={setName}
          style={styles.input}
        />
      </View>
      <View style={styles.field}>
        <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>Card number</Text>
        <TextInput
          ref={cardRef}
          accessibilityLabel="Card number"
          autoComplete="cc-number"
          keyboardType="number-pad"
          returnKeyType="next"
          submitBehavior="submit"
          value={number}
          onChangeText={setNumber}
          onSubmitEditing={() => expiryRef.current?.focus()}
          onBlur={() => { if (!isValidCard(number)) cardRef.current?.focus(); }}
          style={styles.input}
        />
      </View>
      <View style={styles.field}>
        <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>Expiry date (MM/YY)</Text>
        <TextInput
          ref={expiryRef}
          accessibilityLabel="Expiry date"
          autoComplete="cc-exp"
          keyboardType="numbers-and-punctuation"
          placeholder="MM/YY"
          returnKeyType="next"
          submitBehavior="submit"
          value={expiry}
          onChangeText={setExpiry}
          onSubmitEditing={() => cvcRef.current?.focus()}
          onBlur={checkExpiry}
          style={styles.input}
        />
        {expiryError ? <Text style={styles.error}>{expiryError}</Text> : null}
      </View>
      <View style={styles.field}>
        <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>Security code</Text>
        <TextInput
          ref={cvcRef}
          accessibilityLabel="Security code"
          accessibilityHint={cvcError}
          autoComplete="cc-csc"
          keyboardType="number-pad"
          secureTextEntry
          maxLength={4}
          returnKeyType="done"
          value={cvc}
          onChangeText={setCvc}
          onSubmitEditing={pay}
          style={styles.input}
        />
        {cvcError ? (
          <Text importantForAccessibility="no" accessibilityElementsHidden style={styles.error}>
            {cvcError}
          </Text>
        ) : null}
      </View>
      <Pressable accessibilityRole="button" onPress={pay} style={styles.button}>
        <Text style={styles.buttonText}>Pay</Text>
      </Pressable>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 24 },
  title: { fontSize: 24, fontWeight: '700', marginBottom: 20 },
  field: { marginBottom: 16 },
  label: { fontSize: 14, fontWeight: '600', marginBottom: 4 },
  input: { borderWidth: 1, borderColor: '#9aa5b1', borderRadius: 8, padding: 12, fontSize: 16 },
  error: { marginTop: 4, color: '#d64545' },
  button: { backgroundColor: '#2563eb', borderRadius: 8, paddingVertical: 14, alignItems: 'center' },
  buttonText: { color: '#ffffff', fontSize: 16, fontWeight: '600' },
});
