import React, { useRef } from 'react';
import { Button, TextInput, View } from 'react-native';

// A render helper written above the return renders below the first field: the password field is the last of
// the form, and "done" is right there.
export function Login({ submit }: { submit: () => void }) {
  const password = useRef<TextInput>(null);
  const renderPassword = () => (
    <TextInput ref={password} accessibilityLabel="Password" returnKeyType="done" secureTextEntry />
  );
  return (
    <View>
      <TextInput accessibilityLabel="Email" keyboardType="email-address" returnKeyType="next" onSubmitEditing={() => password.current?.focus()} />
      {renderPassword()}
      <Button title="Log in" onPress={submit} />
    </View>
  );
}

// Methods render where they are called, not where they are written: "Name" comes first and offers no "next";
// the invite code, written first, renders last.
export class SignUp extends React.Component<{ submit: () => void }> {
  code: TextInput | null = null;

  renderCode() {
    return <TextInput ref={(input) => (this.code = input)} accessibilityLabel="Invite code" returnKeyType="done" />;
  }

  renderName() {
    return <TextInput accessibilityLabel="Name" />;
  }

  render() {
    return (
      <View>
        {this.renderName()}
        <TextInput accessibilityLabel="Email" keyboardType="email-address" returnKeyType="next" onSubmitEditing={() => this.code?.focus()} />
        {this.renderCode()}
        <Button title="Sign up" onPress={this.props.submit} />
      </View>
    );
  }
}

// A helper rendered under a condition: whether a field follows "Email" is not known, so return is not judged.
export function Invite({ withCode }: { withCode: boolean }) {
  const renderCode = () => <TextInput accessibilityLabel="Code" returnKeyType="done" />;
  return (
    <View>
      <TextInput accessibilityLabel="Email" keyboardType="email-address" returnKeyType="done" />
      {withCode && renderCode()}
    </View>
  );
}
