import React from 'react';
import { Text, TextInput, View } from 'react-native';

// The message is drawn only while `showError` is given. A helper defaults `showError` for its own badge; that
// default does not reach `props.showError`, so a message given without `showError` is never drawn.
export function BadgedPinField(props) {
  const renderBadge = () => {
    const { showError = true } = props;
    return <Text>{showError ? '!' : ''}</Text>;
  };
  return (
    <View>
      <TextInput accessibilityLabel={props.label} value={props.value} keyboardType="number-pad" />
      {props.showError && <Text>{props.errorMessage}</Text>}
      {renderBadge()}
    </View>
  );
}

export function PinScreen({ pin }) {
  return (
    <View>
      <BadgedPinField label="PIN" errorMessage="Wrong PIN" value={pin} />
    </View>
  );
}

// Given `showError`, the message is drawn beside the field and not attached.
export function ShownPinScreen({ pin }) {
  return (
    <View>
      <BadgedPinField label="PIN" errorMessage="Wrong PIN" showError value={pin} />
    </View>
  );
}
