import React from 'react';
import { Switch } from 'react-native';

export default function NamedSwitch(props) {
  return <Switch {...props} />;
}
