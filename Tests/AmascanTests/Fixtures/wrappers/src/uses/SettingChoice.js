import React from 'react';
import { Platform } from 'react-native';
import Choice from './Choice';

// A wrapper of `Choice` that passes everything on but `type`, which it computes from the caller's: a call site is
// listed when its own `type` makes `Choice` render the switch.
export default function SettingChoice({ ...props }) {
  const asArrow = props.type === 'select' && Platform.OS === 'android';
  return <Choice {...props} type={asArrow ? 'arrow' : props.type} />;
}
