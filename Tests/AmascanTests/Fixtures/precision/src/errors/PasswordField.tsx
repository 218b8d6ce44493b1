import React from 'react';
import { TextInput, View } from 'react-native';
import { WarningBadge } from './Badges';

// Shows that the password is invalid only with a badge: nothing tells the screen reader.
export function PasswordField({ isInvalid, ...props }) {
  return (
    <View>
      <TextInput secureTextEntry {...props} />
      {isInvalid && <WarningBadge />}
    </View>
  );
}

const SecureInput = (props) => <TextInput secureTextEntry {...props} />;

// The same through a wrapper of its own: the badge beside the inner wrapper is the field's error too.
export function StyledPasswordField({ isInvalid, ...props }) {
  return (
    <View>
      <SecureInput {...props} />
      {isInvalid && <WarningBadge />}
    </View>
  );
}
