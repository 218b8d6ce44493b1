import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';

// A fixed message shown while the code is not valid: the field's error, never read with it.
export function CodeForm({ code, onChange, isCodeValid }) {
  const { t } = useTranslation();
  return (
    <View>
      <TextInput accessibilityLabel="Code" value={code} onChangeText={onChange} />
      {!isCodeValid && <Text>{t('form.codeWarning')}</Text>}
    </View>
  );
}

// A fixed disclaimer shown with a search's results: no error of what was typed.
export function TokenSearch({ query, onChange, results }) {
  const { t } = useTranslation();
  return (
    <View>
      <TextInput accessibilityLabel="Token address" value={query} onChangeText={onChange} />
      {results.length > 0 && <Text>{t('list.unlistedTokenWarning')}</Text>}
    </View>
  );
}

// A fixed message whose key says it is an error, and a look-up of the field's error by its name: errors.
export function PinForm({ pin, onChange, pinTooShort, form, submitted }) {
  const { t } = useTranslation();
  return (
    <View>
      <TextInput accessibilityLabel="PIN" value={pin} onChangeText={onChange} />
      {pinTooShort && <Text>{t('errors.pinTooShort')}</Text>}
    </View>
  );
}

export function LookupForm({ form, submitted, onChange }) {
  return (
    <View>
      <TextInput accessibilityLabel="Handle" value={form.values.handle} onChangeText={onChange} />
      {submitted && <Text>{form.getFieldError('handle')}</Text>}
    </View>
  );
}

function Field({ label, ...rest }) {
  return <TextInput accessibilityLabel={label} {...rest} />;
}

// A warning a caller passes, shown on its own beside a wrapper's field (`warningMessage != null`): a disclaimer,
// no error of what was typed, in the wrapper or where it is used.
function PasswordModal({ warningMessage, onSubmit }) {
  return (
    <View>
      {warningMessage != null ? <Text>{warningMessage}</Text> : null}
      <Field label="Password" secureTextEntry onSubmitEditing={onSubmit} />
    </View>
  );
}

export function ShowSeed({ onSubmit }) {
  return <PasswordModal warningMessage="Anyone with your seed can take your funds" onSubmit={onSubmit} />;
}

// The caller's error drawn beside a wrapper's field is judged where the wrapper is used, not in it as well.
function CodeModal({ codeError, onSubmit }) {
  return (
    <View>
      <Field label="Code" onSubmitEditing={onSubmit} />
      {codeError ? <Text>{codeError}</Text> : null}
    </View>
  );
}

export function Verify({ error, onSubmit }) {
  return <CodeModal codeError={error} onSubmit={onSubmit} />;
}

// A warning of what was typed is its field's error: a strength warning shown while the password is weak, and an
// amount warning a validation sets.
export function NewPassword({ isStrong, passwordStrengthWarning, password, setPassword }) {
  return (
    <View>
      <TextInput accessibilityLabel="New password" secureTextEntry value={password} onChangeText={setPassword} />
      {!isStrong && <Text>{passwordStrengthWarning}</Text>}
    </View>
  );
}

export function Amount({ amount, setAmount, amountWarning }) {
  return (
    <View>
      <TextInput accessibilityLabel="Amount" keyboardType="decimal-pad" value={amount} onChangeText={setAmount} />
      {amountWarning ? <Text>{amountWarning}</Text> : null}
    </View>
  );
}

// A field's error looked up by its dotted path is no translation.
export function Street({ form }) {
  return (
    <View>
      <TextInput accessibilityLabel="Street" value={form.values.street} onChangeText={form.setStreet} />
      {form.getFieldError('address.street') ? <Text>{form.getFieldError('address.street')}</Text> : null}
    </View>
  );
}
