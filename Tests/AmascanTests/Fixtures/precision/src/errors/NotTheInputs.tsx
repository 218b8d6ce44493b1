import React from 'react';
import { Platform, Pressable, Text, TextInput, View } from 'react-native';
import { Snackbar } from 'react-native-paper';

// Shown whenever a message is given (through a local, on one platform, or unless hidden): a message written at
// the call site is an instruction.
export function DerivedField({ label, errorMessage }) {
  const hasError = !!errorMessage;
  return (
    <View>
      <TextInput accessibilityLabel={label} />
      {hasError && <Text>{errorMessage}</Text>}
    </View>
  );
}

export function PlatformField({ label, errorMessage }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} />
      {Platform.OS === 'android' && errorMessage && <Text>{errorMessage}</Text>}
    </View>
  );
}

export function HidingField({ label, errorMessage, hideError }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} />
      {!hideError && errorMessage && <Text>{errorMessage}</Text>}
    </View>
  );
}

// The country's error is the country button's, the submit error the button's: neither is the number's.
export function PhoneField({ label, country, onPickCountry, countryError, onSubmit, submitError }) {
  return (
    <View>
      <Pressable accessibilityLabel={country} accessibilityHint={countryError} onPress={onPickCountry}>
        <Text>{country}</Text>
      </Pressable>
      {countryError && <Text>{countryError}</Text>}
      <View>
        <TextInput accessibilityLabel={label} />
      </View>
      <View>
        <Pressable onPress={onSubmit}>
          <Text>Send</Text>
        </Pressable>
        {submitError && <Text>{submitError}</Text>}
      </View>
    </View>
  );
}

// The pressable that holds the input carries the error.
export function HeldField({ label, error }) {
  return (
    <View>
      <Pressable accessibilityHint={error} onPress={() => undefined}>
        <TextInput accessibilityLabel={label} />
      </Pressable>
      {error && <Text>{error}</Text>}
    </View>
  );
}

export function NotTheInputs({ errors, hide, pick, submit, loginError, clear }) {
  return (
    <View>
      <DerivedField label="Full name" errorMessage="Enter your full name" />
      <PlatformField label="Nickname" errorMessage="Enter a nickname" />
      <HidingField label="City" errorMessage="Enter a city" hideError={hide} />
      <PhoneField label="Phone" country="FR" onPickCountry={pick} countryError={errors.country} onSubmit={submit} submitError={errors.server} />
      <HeldField label="Street" error={errors.street} />
      <View>
        <TextInput accessibilityLabel="Email" />
        {loginError && <Snackbar visible onDismiss={clear}>{loginError}</Snackbar>}
      </View>
    </View>
  );
}
