import React from 'react';
import { TextInput, View } from 'react-native';
import { BoxedInput } from '../ui/BoxedInput';
import { Footer } from '../ui/errors';

export function Errors({ emailError, codeError, hint }) {
  return (
    <View>
      <BoxedInput label="Email" error={emailError} />
      <View>
        <TextInput accessibilityLabel="Code" />
        <Footer errorText={codeError} helpText={hint} />
      </View>
    </View>
  );
}
