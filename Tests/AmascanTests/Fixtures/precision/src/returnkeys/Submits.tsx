import React, { useCallback, useRef, useState } from 'react';
import { Button, TextInput, View } from 'react-native';
import { useForm } from 'react-hook-form';

// Return on the first of two fields does what the button does: it submits, and never reaches the name field.
export function SetUsername({ submit }) {
  const { handleSubmit } = useForm();
  return (
    <View>
      <TextInput accessibilityLabel="Username" returnKeyType="send" onSubmitEditing={handleSubmit(submit)} />
      <TextInput accessibilityLabel="Name" returnKeyType="send" onSubmitEditing={handleSubmit(submit)} />
      <Button title="Register" onPress={handleSubmit(submit)} />
    </View>
  );
}

// The only field says "next", and return calls the button's handler: it submits, there is no next field.
export function RestorePassword({ restore }) {
  const [password, setPassword] = useState('');
  const onSubmit = useCallback(async () => {
    await restore(password);
  }, [password, restore]);
  const onPasswordSubmit = useCallback(() => {
    password.length > 0 && onSubmit();
  }, [onSubmit, password]);
  return (
    <View>
      <TextInput
        accessibilityLabel="Backup password"
        value={password}
        onChangeText={setPassword}
        secureTextEntry
        onSubmitEditing={onPasswordSubmit}
        returnKeyType="next"
      />
      <Button title="Restore" onPress={onSubmit} />
    </View>
  );
}

// Return runs the button's handler, which moves focus on to the next field: not reported. Return calls what the
// file cannot follow and no button runs: not judged.
export function Steps({ check }) {
  const second = useRef(null);
  const goOn = () => second.current?.focus();
  return (
    <View>
      <TextInput accessibilityLabel="First" returnKeyType="next" onSubmitEditing={goOn} />
      <TextInput accessibilityLabel="Second" ref={second} returnKeyType="next" onSubmitEditing={() => check()} />
      <TextInput accessibilityLabel="Third" returnKeyType="done" />
      <Button title="Next" onPress={goOn} />
    </View>
  );
}
