import React, { useState } from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

// One failure of the whole form, drawn once below it: one defect, reported once, at the field nearest the text
// (the last), not at each of the three.
export function CallbackForm({ onSubmit }) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [phone, setPhone] = useState('');
  const [submitError, setSubmitError] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="First name" value={first} onChangeText={setFirst} />
      <TextInput accessibilityLabel="Last name" value={last} onChangeText={setLast} />
      <TextInput accessibilityLabel="Phone" value={phone} onChangeText={setPhone} />
      {submitError ? <Text>{submitError}</Text> : null}
      <Pressable accessibilityRole="button" onPress={() => onSubmit(first, last, phone).catch((e) => setSubmitError(e.message))}>
        <Text>Send</Text>
      </Pressable>
    </View>
  );
}

// A failure shown at the top of a screen of fields: reported once, at the first field below it.
export function PaymentScreen({ pay }) {
  const [destination, setDestination] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [paymentError, setPaymentError] = useState('');
  return (
    <View>
      {!!paymentError && <Text>{paymentError}</Text>}
      <View>
        <TextInput accessibilityLabel="Destination" value={destination} onChangeText={setDestination} />
      </View>
      <View>
        <TextInput accessibilityLabel="Amount" value={amount} onChangeText={setAmount} />
        <TextInput accessibilityLabel="Comment" value={comment} onChangeText={setComment} />
      </View>
      <Pressable accessibilityRole="button" onPress={() => pay(destination, amount, comment).catch((e) => setPaymentError(e.message))}>
        <Text>Pay</Text>
      </Pressable>
    </View>
  );
}

// Each field's own error drawn below it, all in one container: each error at its own field.
export function SignUpForm({ email, password, setEmail, setPassword, emailError, passwordError }) {
  return (
    <View>
      <TextInput accessibilityLabel="Email" value={email} onChangeText={setEmail} />
      {emailError ? <Text>{emailError}</Text> : null}
      <TextInput accessibilityLabel="Password" value={password} onChangeText={setPassword} secureTextEntry />
      {passwordError ? <Text>{passwordError}</Text> : null}
    </View>
  );
}

// Each field's own error drawn above it: the error's words name its field (`errors.city` beside `city`).
export function AddressForm({ values, errors, onChange }) {
  return (
    <View>
      {errors.street ? <Text>{errors.street}</Text> : null}
      <TextInput accessibilityLabel="Street" value={values.street} onChangeText={(text) => onChange('street', text)} />
      {errors.city ? <Text>{errors.city}</Text> : null}
      <TextInput accessibilityLabel="City" value={values.city} onChangeText={(text) => onChange('city', text)} />
    </View>
  );
}

// One field's error attached to that field: read with it, so the other field is not reported for it.
export function CodeForm({ code, name, setCode, setName, codeError }) {
  return (
    <View>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} />
      <TextInput
        accessibilityLabel="Code"
        accessibilityHint={codeError}
        value={code}
        onChangeText={setCode}
      />
      {codeError ? <Text importantForAccessibility="no">{codeError}</Text> : null}
    </View>
  );
}

// Two backends, one shown at a time: the account error of one is never on screen with the other's field, however
// near it is written.
export function WalletSetup({ mode, host, setHost, backup, setBackup, accountError }) {
  return (
    <View>
      {mode === 'lndhub' && <TextInput accessibilityLabel="Host" value={host} onChangeText={setHost} />}
      {mode === 'lndhub' && !!accountError && <Text>{accountError}</Text>}
      {mode === 'embedded' && <TextInput accessibilityLabel="Backup" value={backup} onChangeText={setBackup} />}
    </View>
  );
}

// The same error drawn in three branches that never render together, all near one field: one finding.
export function Unlock({ passphrase, pin, setPassphrase, unlockError }) {
  return (
    <View>
      {!!passphrase && <TextInput accessibilityLabel="Passphrase" value={passphrase} onChangeText={setPassphrase} />}
      {!!passphrase && !!unlockError && <Text>{unlockError}</Text>}
      {!!pin && !!unlockError && <Text>{unlockError}</Text>}
      {!pin && !passphrase && !!unlockError && <Text>{unlockError}</Text>}
    </View>
  );
}

// A field switched off in the code is never rendered: the error goes to the field that is.
export function Peers({ peer, setPeer, peerError }) {
  return (
    <View>
      <TextInput accessibilityLabel="Peer" value={peer} onChangeText={setPeer} />
      {false && <TextInput accessibilityLabel="Old peer" value={peer} onChangeText={setPeer} />}
      {peerError ? <Text>{peerError}</Text> : null}
    </View>
  );
}

// A notice of a strings table whose key says warning, by the app's own lookup function: no error of the field.
function localeString(key) {
  return key;
}

export function RelaySettings({ relay, setRelay, changed }) {
  return (
    <View>
      <TextInput accessibilityLabel="Relay" value={relay} onChangeText={setRelay} />
      {changed && <Text>{localeString('views.Relays.relayChangeWarning')}</Text>}
    </View>
  );
}

// The same mode written with two kinds of quotes is one mode: the error is on screen with the field.
export function Backend({ mode, host, setHost, hostError }) {
  return (
    <View>
      {mode === "remote" && <TextInput accessibilityLabel="Remote host" value={host} onChangeText={setHost} />}
      {mode === 'remote' && !!hostError && <Text>{hostError}</Text>}
    </View>
  );
}

// A form error at the top and the first field's own error below it, read with that field: the field's error is
// its own, and the form's error is not given to the next field.
export function RedeemCode({ formError, fieldError, code, setCode, note, setNote }) {
  return (
    <View>
      {!!formError && <Text>{formError}</Text>}
      <TextInput accessibilityLabel="Code" accessibilityHint={fieldError} value={code} onChangeText={setCode} />
      {!!fieldError && <Text importantForAccessibility="no">{fieldError}</Text>}
      <TextInput accessibilityLabel="Note" value={note} onChangeText={setNote} />
    </View>
  );
}
