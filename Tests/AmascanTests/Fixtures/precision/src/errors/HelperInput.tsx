import React from 'react';
import { Text, TextInput, View } from 'react-native';

// A class input that returns its field from a helper called by another helper (`renderInput` picks the kind):
// the error it draws in `render` sits beside the field, and a caller's error is not read with it.
class Input extends React.Component {
  textInput = () => {
    return <TextInput {...this.props} placeholder={this.props.placeholderText} />;
  };

  renderInput = () => {
    switch (this.props.inputType) {
      case 'textInput':
        return this.textInput();
      default:
        return this.textInput();
    }
  };

  render() {
    return (
      <View>
        <View>
          <Text>{this.props.placeholder}</Text>
          {!!this.props.error && (
            <View>
              <Text>{this.props.error}</Text>
            </View>
          )}
        </View>
        {this.renderInput()}
      </View>
    );
  }
}

export function PasswordForm({ store }) {
  return (
    <View>
      <Input
        accessibilityLabel="Current password"
        placeholder="Current password"
        secureTextEntry
        value={store.current}
        onChangeText={store.setCurrent}
        error={store.currentError}
      />
      <Input
        accessibilityLabel="New password"
        accessibilityHint={store.newError}
        placeholder="New password"
        secureTextEntry
        value={store.next}
        onChangeText={store.setNext}
        error={store.newError}
      />
    </View>
  );
}

// The same helper placed from two places: which one holds the field is unknown, so no error is its.
class TwoPlaces extends React.Component {
  field = () => <TextInput {...this.props} />;

  render() {
    return (
      <View>
        {this.props.compact ? (
          <View>{this.field()}</View>
        ) : (
          <View>
            {this.field()}
            <Text>{this.props.error}</Text>
          </View>
        )}
      </View>
    );
  }
}

export function Compact({ value, setValue, error }) {
  return <TwoPlaces accessibilityLabel="Name" value={value} onChangeText={setValue} error={error} />;
}

// A form that takes its store whole and gives the field's error from it: the error is judged where it is given
// (here, once), not again at each place the form is used with a store.
function TokensForm({ store }) {
  return <Input accessibilityLabel="Tokens" value={store.amount} onChangeText={store.setAmount} error={store.errors.amount} />;
}

export function FabScreen({ store }) {
  return (
    <View>
      <TokensForm store={store} />
    </View>
  );
}
