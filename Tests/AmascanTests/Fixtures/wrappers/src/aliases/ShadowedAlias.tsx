import React, { memo } from 'react';
import { Switch, TextInput, View } from 'react-native';
import { makeControl, makeKit } from './makeControl';

// Not an alias of react-native: `Kit.TextInput` is whatever the kit made.
const Kit = makeKit();

const Plain = (props) => <Switch {...props} />;

// `Control` is an alias of `Plain` here, and something unknown in `Made`: neither is known.
export const Memoized = (props) => {
  const Control = memo(Plain);
  return <Control {...props} />;
};

export const Made = (props) => {
  const Control = makeControl();
  return <Control {...props} />;
};

export function Notifications({ push, setPush }) {
  return (
    <View>
      <Made value={push} onValueChange={setPush} />
      <Kit.TextInput placeholder="Topic" />
    </View>
  );
}
