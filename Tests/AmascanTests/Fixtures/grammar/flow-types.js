// @flow
import * as React from 'react';
import type { Node } from 'react';
import { TextInput, View } from 'react-native';

type Props = $ReadOnly<{|
  +label: string,
  +value: ?string,
  +onChange: (text: string) => void,
|}>;

export default function LabeledInput(props: Props): Node {
  const { label, value, onChange } = props;
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value ?? ''} onChangeText={onChange} />
    </View>
  );
}
