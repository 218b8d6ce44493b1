import React, { Suspense } from 'react';
import { View } from 'react-native';
import Lazy from '../ui/more';

export function Dynamic() {
  return <View><Lazy /></View>;
}
