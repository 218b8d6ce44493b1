import React, { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { TextInput } from 'react-native-paper';

type PaperLikeInputProps = {
  onApply: (code: string) => void;
};

// react-native-paper's TextInput renders its own label; this is not react-native's TextInput.
export function PaperLikeInput({ onApply }: PaperLikeInputProps) {
  const [code, setCode] = useState('');

  return (
    <View style={styles.container}>
      <TextInput
        label="Coupon code"
        mode="outlined"
        value={code}
        onChangeText={setCode}
        autoCapitalize="characters"
        right={<TextInput.Icon icon="ticket-percent" onPress={() => onApply(code)} />}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  container: {
    paddingHorizontal: 16,
    paddingVertical: 8,
  },
});
