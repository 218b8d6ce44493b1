import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// A fee as an amount or as a percentage: touching a field chooses it, and the user fills in only that one. Two
// alternatives, not two steps: not reported.
export class FeeLimit extends React.Component {
  render() {
    const { feeOption } = this.state;
    return (
      <View style={{ flexDirection: 'row' }}>
        <TextInput
          accessibilityLabel="Fee in sats"
          style={{ opacity: feeOption === 'fixed' ? 1 : 0.25 }}
          value={this.state.sats}
          onChangeText={(sats) => this.setState({ sats })}
          onPressIn={() => this.setState({ feeOption: 'fixed' })}
        />
        <TextInput
          accessibilityLabel="Fee in percent"
          style={{ opacity: feeOption === 'percent' ? 1 : 0.25 }}
          value={this.state.percent}
          onChangeText={(percent) => this.setState({ percent })}
          onPressIn={() => this.setState({ feeOption: 'percent' })}
        />
      </View>
    );
  }
}

// The same with a hook's setter, and a field after the pair that both lead to: the pair is no step of each other,
// but each must move on to the memo (both reported).
export function Tip() {
  const [kind, setKind] = useState('amount');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [memo, setMemo] = useState('');
  return (
    <View>
      <TextInput
        accessibilityLabel="Tip amount"
        keyboardType="decimal-pad"
        value={amount}
        onChangeText={setAmount}
        onPressIn={() => setKind('amount')}
      />
      <TextInput
        accessibilityLabel="Tip percent"
        value={percent}
        onChangeText={setPercent}
        onPressIn={() => setKind('percent')}
      />
      <TextInput accessibilityLabel="Memo" value={memo} onChangeText={setMemo} />
      <Button title="Pay" onPress={() => pay(kind, amount, percent, memo)} />
    </View>
  );
}

// Focus tracked to show which results apply (a search for what, then where): focus arrives there by return too, so
// this chooses nothing. Steps of a form: the first reported.
export function Search() {
  const [subject, setSubject] = useState('');
  const [place, setPlace] = useState('');
  const [, setResults] = useState('subject');
  return (
    <View>
      <TextInput accessibilityLabel="Species" value={subject} onChangeText={setSubject} onFocus={() => setResults('subject')} />
      <TextInput accessibilityLabel="Place" value={place} onChangeText={setPlace} onFocus={() => setResults('place')} />
      <Button title="Explore" onPress={() => explore(subject, place)} />
    </View>
  );
}

// Touching each field sets the same key to the same value: steps of a form (the first reported).
export function Contact() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [, setTouched] = useState(false);
  return (
    <View>
      <TextInput accessibilityLabel="Name" value={name} onChangeText={setName} onPressIn={() => setTouched(true)} />
      <TextInput
        accessibilityLabel="Phone"
        keyboardType="phone-pad"
        value={phone}
        onChangeText={setPhone}
        onPressIn={() => setTouched(true)}
      />
      <Button title="Save" onPress={() => save(name, phone)} />
    </View>
  );
}
