import React from 'react';
import { View } from 'react-native';
import { Tappable, TitledTap } from '../ui/pressables';

export function Consent({ accept, agreed }) {
  return (
    <View>
      <Tappable accessibilityRole="checkbox" accessibilityState={{ checked: agreed }} onPress={accept} />
      <Tappable accessibilityRole="checkbox" accessibilityLabel="Accept the terms" onPress={accept} />
      <TitledTap title="Accept the terms" accessibilityRole="checkbox" onPress={accept} />
    </View>
  );
}
