import React from 'react';
import { Text, TextInput, View } from 'react-native';

// React 19 passes `ref` as a prop: the parameter takes it out and keeps the rest, which the body takes apart again.
// The label is drawn beside the input and never given to it.
export function CaptionField({ ref, ...props }) {
  const { label, error, ...inputProps } = props;
  return (
    <View>
      {label && <Text>{label}</Text>}
      <TextInput ref={ref} {...inputProps} />
      {error && <Text>{error}</Text>}
    </View>
  );
}

// The same, naming its input with the label it takes apart.
export function NamedField({ ref, ...props }) {
  const { label, ...inputProps } = props;
  return <TextInput ref={ref} accessibilityLabel={label} {...inputProps} />;
}

// The parameter takes `label` out before its rest: spreading that rest does not give the input the label.
export function SplitField({ label, ...props }) {
  const { hint } = props;
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityHint={hint} {...props} />
    </View>
  );
}

// The parameter takes `editable` out to style the box and never gives it to the input, which stays editable: the
// rest, taken apart again and spread, does not carry it.
export function ShadedField({ editable, ...props }) {
  const { label } = props;
  return (
    <View style={{ opacity: editable === false ? 0.5 : 1 }}>
      <TextInput accessibilityLabel={label} {...props} />
    </View>
  );
}

export const CaptionScreen = () => <CaptionField label="Nickname" value="" />;
export const CaptionNamedScreen = () => <CaptionField label="Nickname" accessibilityLabel="Your nickname" value="" />;
export const CaptionErrorScreen = ({ errors }) => (
  <CaptionField label="Nickname" accessibilityLabel="Your nickname" error={errors.nickname} value="" />
);
export const NamedScreen = () => <NamedField label="Nickname" value="" />;
export const SplitScreen = () => <SplitField label="Nickname" value="" />;
export const SplitNamedScreen = () => <SplitField label="Nickname" accessibilityLabel="Your nickname" value="" />;
export const ShadedScreen = () => <ShadedField editable={false} value="" />;
export const ShadedNamedScreen = () => <ShadedField editable={false} label="Nickname" value="" />;

// The parameter takes the name out and never gives it on; the rest, taken apart again, reaches the input without
// it: a call site's `accessibilityLabel` names nothing, and the shown label is the only one.
export function DroppedNameField({ accessibilityLabel, ...props }) {
  const { label } = props;
  return (
    <View>
      <Text>{label}</Text>
      <TextInput {...props} />
    </View>
  );
}

export const DroppedNameScreen = () => <DroppedNameField label="Nickname" accessibilityLabel="Nickname" value="" />;
