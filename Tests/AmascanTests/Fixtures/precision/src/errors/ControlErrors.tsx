import React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

// A control that shows the value picked and its own error inside itself.
function ChoiceButton({ label, value, onPress, error }) {
  return (
    <Pressable accessibilityRole="button" accessibilityLabel={label} onPress={onPress}>
      <Text>{value}</Text>
      {error ? <Text>{error}</Text> : null}
    </Pressable>
  );
}

// A note that draws the error it is given, and nothing else.
function ErrorNote({ error }) {
  return error ? <Text>{error}</Text> : null;
}

// The channel's error is the channel control's, not the offer field's after it.
export function OfferForm({ errors, channel, offer, onPick, onOffer }) {
  return (
    <View>
      <ChoiceButton label="Target channel" value={channel} onPress={onPick} error={errors.channel} />
      <TextInput accessibilityLabel="Offer" value={offer} onChangeText={onOffer} />
    </View>
  );
}

// The note beside the field draws the field's error: not read with it.
export function TipForm({ errors, tip, onTip }) {
  return (
    <View>
      <TextInput accessibilityLabel="Tip" value={tip} onChangeText={onTip} />
      <ErrorNote error={errors.tip} />
    </View>
  );
}

// A note to tap (it focuses the field): still the field's error, not a control's own.
export function TapNoteForm({ errors, fee, onFee, focusFee }) {
  return (
    <View>
      <TextInput accessibilityLabel="Fee" value={fee} onChangeText={onFee} />
      <ErrorNote onPress={focusFee} error={errors.fee} />
    </View>
  );
}
