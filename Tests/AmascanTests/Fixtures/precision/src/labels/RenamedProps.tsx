import React from 'react';
import { Text, TextInput, View } from 'react-native';

// The body takes `label` apart; a helper takes it again under another name and names its input with it.
export function CaptionedField(props) {
  const { label } = props;
  const renderInput = () => {
    const { label: title, value } = props;
    return <TextInput accessibilityLabel={title} value={value} />;
  };
  return (
    <View>
      <Text importantForAccessibility="no">{label}</Text>
      {renderInput()}
    </View>
  );
}

// Two helpers take `label` under two names: a heading, and the input's name.
export function HeadedField(props) {
  const heading = () => {
    const { label: caption } = props;
    return <Text>{caption}</Text>;
  };
  const input = () => {
    const { label: title, value } = props;
    return <TextInput accessibilityLabel={title} value={value} />;
  };
  return (
    <View>
      {heading()}
      {input()}
    </View>
  );
}

export const UnnamedCaptionScreen = ({ value }) => <CaptionedField value={value} />;
export const UnnamedHeadingScreen = ({ value }) => <HeadedField value={value} />;
export const NamedCaptionScreen = ({ value }) => <CaptionedField label="Email" value={value} />;
export const NamedHeadingScreen = ({ value }) => <HeadedField label="Email" value={value} />;
