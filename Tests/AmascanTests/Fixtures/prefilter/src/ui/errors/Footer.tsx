import React from 'react';
import { View } from 'react-native';
import Markdown from './Markdown';

// Draws the error through another component, only when it is set.
export default function Footer({ errorText, helpText }) {
  return (
    <View>
      {Boolean(helpText) && <Markdown value={helpText} />}
      {Boolean(errorText) && <Markdown value={errorText} />}
    </View>
  );
}
