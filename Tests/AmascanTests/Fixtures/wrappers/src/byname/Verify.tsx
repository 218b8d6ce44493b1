import React from 'react';
import { Text, View } from 'react-native';
import { CodeInput } from './HintInput';

// The error reaches the input's hint through both wrappers: no NO_FORM_ERROR.
export function VerifyCode({ code, setCode, codeError }) {
  return (
    <View>
      <CodeInput accessibilityLabel="Code" value={code} onChangeText={setCode} accessibilityHint={codeError} />
      {codeError ? <Text importantForAccessibility="no">{codeError}</Text> : null}
    </View>
  );
}

// Given in a prop nothing reads with the input: NO_FORM_ERROR.
export function VerifyPin({ pin, setPin, pinError }) {
  return (
    <View>
      <CodeInput accessibilityLabel="PIN" value={pin} onChangeText={setPin} status={pinError} />
      {pinError ? <Text>{pinError}</Text> : null}
    </View>
  );
}
