import React, { useState } from 'react';
import { Text, TextInput, View } from 'react-native';
import { useSharedValue } from 'react-native-reanimated';

// The wrapper validates what is typed and keeps the message in its own state; its caller's props are spread on the
// input, but no caller can put that message in them: the field never carries it.
export function ValidatedField({ validate, ...inputProps }) {
  const [error, setError] = useState('');
  return (
    <View>
      <TextInput onChangeText={(text) => setError(validate(text))} {...inputProps} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// Drawn always (empty while the value is valid), from a reanimated shared value.
export function SharedValueField({ validate, ...inputProps }) {
  const errorLabel = useSharedValue('');
  return (
    <View>
      <Text>{errorLabel}</Text>
      <TextInput onChangeText={(text) => (errorLabel.value = validate(text))} {...inputProps} />
    </View>
  );
}

// The error is the caller's: the props spread on the input may carry it.
export function CallersErrorField({ error, ...inputProps }) {
  return (
    <View>
      <TextInput {...inputProps} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// Own state, but the input also spreads a local object: it may carry the message.
export function LocalSpreadField({ validate, a11y, ...inputProps }) {
  const [error, setError] = useState('');
  const extra = a11y(error);
  return (
    <View>
      <TextInput onChangeText={(text) => setError(validate(text))} {...inputProps} {...extra} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// Own state carried by the hint: nothing to report.
export function HintedField({ validate, ...inputProps }) {
  const [error, setError] = useState('');
  return (
    <View>
      <TextInput accessibilityHint={error} onChangeText={(text) => setError(validate(text))} {...inputProps} />
      {error ? <Text importantForAccessibility="no">{error}</Text> : null}
    </View>
  );
}

const BaseInput = (props) => <TextInput {...props} />;

// The same through a wrapper of the input: the call site is given the caller's props only.
export function WrappedField({ validate, ...inputProps }) {
  const [error, setError] = useState('');
  return (
    <View>
      <BaseInput onChangeText={(text) => setError(validate(text))} {...inputProps} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}

// Given to the wrapper in a prop it carries to its input's hint: nothing to report.
export function WrappedHintedField({ validate, ...inputProps }) {
  const [error, setError] = useState('');
  return (
    <View>
      <BaseInput accessibilityHint={error} onChangeText={(text) => setError(validate(text))} {...inputProps} />
      {error ? <Text importantForAccessibility="no">{error}</Text> : null}
    </View>
  );
}

// A class keeps it in `this.state`.
export class ClassField extends React.Component<{ validate: (text: string) => string }> {
  state = { error: '' };
  render() {
    return (
      <View>
        <TextInput {...this.props} onChangeText={(text) => this.setState({ error: this.props.validate(text) })} />
        {this.state.error ? <Text>{this.state.error}</Text> : null}
      </View>
    );
  }
}

export const Name = () => <ValidatedField accessibilityLabel="Name" validate={(text) => (text ? '' : 'Required')} />;
export const Ticker = () => <SharedValueField accessibilityLabel="Ticker" validate={(text) => (text ? '' : 'Bad')} />;
export const Nickname = () => <CallersErrorField accessibilityLabel="Nickname" accessibilityHint="Required" />;
export const City = () => <LocalSpreadField accessibilityLabel="City" validate={() => ''} a11y={() => ({})} />;
export const Zip = () => <HintedField accessibilityLabel="Zip" validate={() => ''} />;
export const Street = () => <WrappedField accessibilityLabel="Street" validate={() => ''} />;
export const Notes = () => <WrappedHintedField accessibilityLabel="Notes" validate={() => ''} />;
export const Country = () => <ClassField accessibilityLabel="Country" validate={() => ''} />;
