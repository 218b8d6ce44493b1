import React from 'react';
import { Text, TextInput, TouchableOpacity, View } from 'react-native';

const Badge = () => <View style={{ width: 8, height: 8, borderRadius: 4 }} />;

// The pressable around the field shows an error only when given one, its badge and the message apart by a space
// written as `{' '}`. A space names nothing, and an error says what went wrong, not what the field is: a call site
// that passes no label leaves the field unnamed, with an error or without. Nor do the buttons it is given.
const Input = ({ onPress, errorMessage, buttonLeft, buttons, ...rest }) => (
  <TouchableOpacity onPress={onPress}>
    {buttonLeft && buttonLeft}
    <TextInput {...rest} />
    <View>{buttons}</View>
    {errorMessage ? (
      <View>
        <Text>
          <Badge />
          {' '}
          {errorMessage}
        </Text>
      </View>
    ) : null}
  </TouchableOpacity>
);

export const Code = () => <Input placeholder="Code" onChangeText={() => {}} />;
export const FailedCode = ({ error }) => <Input placeholder="Code" errorMessage={error} onChangeText={() => {}} />;
export const ClearableCode = () => (
  <Input placeholder="Code" buttons={<Badge />} buttonLeft={<Badge />} onChangeText={() => {}} />
);
export const NamedCode = () => <Input accessibilityLabel="Code" onChangeText={() => {}} />;
