import React from 'react';
import { Pressable, Text } from 'react-native';

const quiet = { accessible: false };
export const Spread = ({ go }: { go: () => void }) => (
  <Pressable onPress={go} {...quiet}>
    <Text>Go</Text>
  </Pressable>
);
