import React, { useRef } from 'react';
import { Image, Keyboard, Pressable, Text, TextInput, TouchableOpacity, TouchableWithoutFeedback, View } from 'react-native';

// A pressable is one element to a screen reader: a field inside it, alone, is read under the pressable's name.
export function AmountField(props: { value: string; onChangeText: (text: string) => void }) {
  const input = useRef<TextInput>(null);
  return (
    <Pressable accessibilityRole="button" accessibilityLabel="Amount" onPress={() => input.current?.focus()}>
      <View>
        <TextInput ref={input} keyboardType="decimal-pad" {...props} />
      </View>
    </Pressable>
  );
}

export const Pay = ({ amount, setAmount }: { amount: string; setAmount: (text: string) => void }) => (
  <AmountField value={amount} onChangeText={setAmount} />
);

// Named by its text: "Custom fee".
export function FeeRow({ fee, setFee }: { fee: string; setFee: (text: string) => void }) {
  return (
    <TouchableOpacity accessibilityRole="button" onPress={() => setFee('')}>
      <Text>Custom fee</Text>
      <TextInput value={fee} onChangeText={setFee} keyboardType="numeric" />
    </TouchableOpacity>
  );
}

// Not grouped: a backdrop that only puts the keyboard away, two fields in one pressable, and a pressable that
// shows only an icon.
export function Backdrop({ name, setName }: { name: string; setName: (text: string) => void }) {
  return (
    <TouchableWithoutFeedback onPress={Keyboard.dismiss}>
      <View>
        <Text>Your name</Text>
        <TextInput value={name} onChangeText={setName} placeholder="Name" />
      </View>
    </TouchableWithoutFeedback>
  );
}

export function TwoFields({ onFocus }: { onFocus: () => void }) {
  return (
    <Pressable onPress={onFocus}>
      <Text>Address</Text>
      <TextInput placeholder="Street" />
      <TextInput placeholder="City" />
    </Pressable>
  );
}

export function IconOnly({ showIcon, onFocus }: { showIcon: boolean; onFocus: () => void }) {
  return (
    <Pressable onPress={onFocus}>
      {showIcon && <Image source={require('./search.png')} />}
      <TextInput placeholder="Search" />
    </Pressable>
  );
}

// Named by its caption, which the caller gives: a call site that gives none leaves the field unnamed.
export function CaptionedField({ caption, ...rest }: { caption?: string; value: string }) {
  const input = useRef<TextInput>(null);
  return (
    <Pressable onPress={() => input.current?.focus()}>
      <Text>{caption}</Text>
      <TextInput ref={input} {...rest} />
    </Pressable>
  );
}

export const Captions = ({ note }: { note: string }) => (
  <View>
    <CaptionedField caption="Note" value={note} />
    <CaptionedField value={note} />
  </View>
);

// The design system's text draws its `text` or `tx` prop: the pressable is named by the label given.
function AppText({ text, tx }: { text?: string; tx?: string }) {
  return <Text>{text ?? tx}</Text>;
}

export function LabelledField({ label, labelTx, ...rest }: { label?: string; labelTx?: string; value: string }) {
  const input = useRef<TextInput>(null);
  return (
    <TouchableOpacity activeOpacity={1} onPress={() => input.current?.focus()}>
      {!!(label || labelTx) && <AppText text={label} tx={labelTx} />}
      <TextInput ref={input} {...rest} />
    </TouchableOpacity>
  );
}

export const Labels = ({ city }: { city: string }) => (
  <View>
    <LabelledField labelTx="address.city" value={city} />
    <LabelledField value={city} />
  </View>
);
