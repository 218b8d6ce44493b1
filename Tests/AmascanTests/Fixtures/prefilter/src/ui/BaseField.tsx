import React from 'react';
import { TextInput as NativeInput, View } from 'react-native';

export default function BaseField({ label, ...rest }: { label?: string }) {
  return (
    <View>
      <NativeInput accessibilityLabel={label} {...rest} />
    </View>
  );
}
