import React from 'react';
import { Image, Pressable, Text, View } from 'react-native';

// A decorative image kept from screen readers on purpose; the pressable stays reachable.
export function Gallery({ open }: { open: () => void }) {
  return (
    <View>
      <Image source={{ uri: 'https://example.com/a.png' }} style={{ width: 10 }} accessible={false} />
      <Pressable onPress={open} accessibilityRole="button">
        <Text>Open</Text>
      </Pressable>
    </View>
  );
}
