import React from 'react';
import { TextInput, View } from 'react-native';
import { Heading } from './Heading';

// Draws `headerText` as a heading above its input and names the input from `accessibilityLabel`.
export const HeaderField = ({ headerText, accessibilityLabel, onChangeText }) => (
  <View>
    <Heading>{headerText}</Heading>
    <TextInput accessibilityLabel={accessibilityLabel} onChangeText={onChangeText} />
  </View>
);

// The same, with the heading hidden from screen readers: read once.
export const QuietField = ({ headerText, accessibilityLabel, onChangeText }) => (
  <View>
    <View importantForAccessibility="no-hide-descendants" accessibilityElementsHidden>
      <Heading>{headerText}</Heading>
    </View>
    <TextInput accessibilityLabel={accessibilityLabel} onChangeText={onChangeText} />
  </View>
);
