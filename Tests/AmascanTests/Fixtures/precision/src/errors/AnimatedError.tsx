import React, { forwardRef } from 'react';
import { TextInput, View } from 'react-native';
import { useSharedValue } from 'react-native-reanimated';
import { AnimatedCounter, AnimatedLabel } from './AnimatedLabel';

const ErrorLine = ({ errorLabel }) => (
  <View>
    <AnimatedLabel color="red">{errorLabel}</AnimatedLabel>
  </View>
);

// The message the field validates into its own shared value is drawn by an animated text that shows its children:
// the input never carries it.
export const TickerField = forwardRef(({ validationWorklet, title, ...inputProps }, ref) => {
  const errorLabel = useSharedValue('');
  return (
    <View>
      {title && <ErrorLine errorLabel={errorLabel} />}
      <TextInput ref={ref} onChangeText={(text) => (errorLabel.value = validationWorklet(text))} {...inputProps} />
    </View>
  );
});

const CountLine = ({ errorLabel }) => (
  <View>
    <AnimatedCounter value={errorLabel}>{errorLabel}</AnimatedCounter>
  </View>
);

// Given to a counter that does not show its children: no error text here.
export const CountedField = forwardRef(({ validationWorklet, ...inputProps }, ref) => {
  const errorLabel = useSharedValue('');
  return (
    <View>
      <CountLine errorLabel={errorLabel} />
      <TextInput ref={ref} onChangeText={(text) => (errorLabel.value = validationWorklet(text))} {...inputProps} />
    </View>
  );
});

export const Symbol = () => <TickerField title="Ticker" accessibilityLabel="Ticker" validationWorklet={() => ''} />;
export const Count = () => <CountedField accessibilityLabel="Count" validationWorklet={() => ''} />;
