import React from 'react';
import { Text, View } from 'react-native';

// Draws the error it is given below what it wraps, as a plain text: no field of its own.
export const ErrorBox = ({ error, children }) => (
  <View>
    {children}
    {error ? <Text>{error}</Text> : null}
  </View>
);
