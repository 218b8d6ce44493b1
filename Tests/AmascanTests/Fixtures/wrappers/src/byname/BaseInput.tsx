import React from 'react';
import { TextInput } from 'react-native';

// Takes `keyboardType` out of its props and passes it on by name: the call site's value reaches the input.
export const BaseInput = ({ keyboardType, ...rest }) => <TextInput keyboardType={keyboardType} {...rest} />;
