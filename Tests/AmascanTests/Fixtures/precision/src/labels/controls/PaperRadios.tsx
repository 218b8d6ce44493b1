import React from 'react';
import { View } from 'react-native';
import { Checkbox, RadioButton } from 'react-native-paper';

// react-native-paper's platform drawings, used on their own: the same controls as `RadioButton` and `Checkbox`,
// named only by a label prop (the first and third reported).
export function Choices({ value, setValue, agreed, toggle }) {
  return (
    <View>
      <RadioButton.Android value="a" status={value === 'a' ? 'checked' : 'unchecked'} onPress={() => setValue('a')} />
      <RadioButton.IOS
        accessibilityLabel="Option B"
        value="b"
        status={value === 'b' ? 'checked' : 'unchecked'}
        onPress={() => setValue('b')}
      />
      <Checkbox.Android status={agreed ? 'checked' : 'unchecked'} onPress={toggle} />
    </View>
  );
}
