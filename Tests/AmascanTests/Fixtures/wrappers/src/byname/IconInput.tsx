import React from 'react';
import { View } from 'react-native';
import { BaseInput } from './BaseInput';

// Spreads what it does not use onto `BaseInput`: `keyboardType` reaches the input through both.
export const IconInput = ({ icon, ...rest }) => (
  <View>
    {icon}
    <BaseInput {...rest} />
  </View>
);
