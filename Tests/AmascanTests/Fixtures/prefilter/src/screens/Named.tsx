import React from 'react';
import { View } from 'react-native';
import { LabelledTap, MaybeTap, RememberMe, RoleTap, SpreadTap } from '../ui/pressables/Named';

export function Terms({ accept }) {
  return (
    <View>
      <SpreadTap label="Accept the terms" accessibilityRole="checkbox" onPress={accept} />
      <RememberMe accessibilityRole="checkbox" onPress={accept} />
      <LabelledTap label="Subscribe" accessibilityRole="checkbox" onPress={accept} />
      <MaybeTap accessibilityRole="checkbox" onPress={accept} />
      <RoleTap accessibilityRole="checkbox" onPress={accept} />
    </View>
  );
}
