import React from 'react';
import { View } from 'react-native';
import { Field, Renamed as Again } from '../ui';

export function Profile() {
  return (
    <View>
      <Field placeholder="Name" />
      <Again placeholder="Email" />
    </View>
  );
}
