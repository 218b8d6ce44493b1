import React, { useState } from 'react';
import { Button, Pressable, Text, TextInput, View } from 'react-native';

declare const EyeIcon: React.ComponentType<{ open: boolean }>;
declare const MinusIcon: React.ComponentType<{ size: number }>;

// A password field whose row holds an icon to show what is typed and one to remove the field: they act on the
// field, and the error the wrapper is given below the row is still the field's, never read with it.
const SecretInput = ({ error, onRemove, onChangeText }) => {
  const [hidden, setHidden] = useState(true);
  return (
    <View>
      <View style={{ flexDirection: 'row' }}>
        <TextInput accessibilityLabel="Secret" secureTextEntry={hidden} onChangeText={onChangeText} />
        <Pressable accessibilityLabel="Show" onPress={() => setHidden(!hidden)}>
          <EyeIcon open={!hidden} />
        </Pressable>
        <Pressable accessibilityLabel="Remove" onPress={onRemove}>
          <MinusIcon size={20} />
        </Pressable>
      </View>
      {error ? <Text>{error}</Text> : null}
    </View>
  );
};

export const Secrets = ({ errors, remove, update }) => (
  <View>
    <SecretInput error={errors.first} onRemove={() => remove('first')} onChangeText={(text) => update('first', text)} />
  </View>
);

// A row with a button that says what it does: the error below may be that button's (a send that failed).
const MessageInput = ({ error, onSend }) => (
  <View>
    <View style={{ flexDirection: 'row' }}>
      <TextInput accessibilityLabel="Message" />
      <Button title="Send" onPress={onSend} />
    </View>
    {error ? <Text>{error}</Text> : null}
  </View>
);

export const Composer = ({ sendError, send }) => <MessageInput error={sendError} onSend={send} />;
