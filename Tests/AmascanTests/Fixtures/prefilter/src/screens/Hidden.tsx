import React from 'react';
import { Image, Pressable as Tap, Text } from 'react-native';

export function Hidden({ buy }: { buy: () => void }) {
  return (
    <>
      <Image source={{ uri: 'x.png' }} accessible={false} />
      <Tap onPress={buy} accessible={false}>
        <Text>Buy</Text>
      </Tap>
    </>
  );
}
