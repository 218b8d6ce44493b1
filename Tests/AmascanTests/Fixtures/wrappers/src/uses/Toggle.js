import React from 'react';
import { Switch } from 'react-native';

export default function Toggle({ value, onValueChange }) {
  return <Switch value={value} onValueChange={onValueChange} />;
}
