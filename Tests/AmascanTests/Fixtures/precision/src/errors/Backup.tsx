import React from 'react';
import { Button, TextInput, View } from 'react-native';
import { PasswordField, StyledPasswordField } from './PasswordField';
import { WarningBadge } from './Badges';

export function Backup({ password, confirm, isTooShort, amountInvalid, error, retry, isValid, showValidation, RetryLink }) {
  return (
    <View>
      <PasswordField accessibilityLabel="Password" value={password} isInvalid={isTooShort} />
      <PasswordField accessibilityLabel="Confirm password" value={confirm} isInvalid={false} />
      <StyledPasswordField accessibilityLabel="Recovery phrase" isInvalid={isTooShort} />
      <View>
        <TextInput accessibilityLabel="Amount" keyboardType="numeric" />
        {amountInvalid && <WarningBadge />}
      </View>
      <View>
        <TextInput accessibilityLabel="Note" />
        {error && <Button title="Retry" onPress={retry} />}
        {!isValid && <WarningBadge />}
        {error && <RetryLink onRetry={retry} />}
      </View>
      <View>
        <TextInput accessibilityLabel="Username" />
        {showValidation && (
          <View>
            <WarningBadge />
          </View>
        )}
      </View>
    </View>
  );
}
