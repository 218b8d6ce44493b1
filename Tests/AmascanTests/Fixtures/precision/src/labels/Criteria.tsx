import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { Title } from './Title';

// A design system's title shows what the field below is named with: read twice. The other two texts are hidden
// exactly when their field is shown, as their hiding props' conditions say: unknown to amascan, so not reported.
export function Criteria({ criteria, value, setValue, canSwitch, rowProps }) {
  return (
    <View>
      <Title>{criteria.description}</Title>
      <TextInput accessibilityLabel={criteria.description} value={value} onChangeText={setValue} />
      <Title importantForAccessibility={canSwitch ? 'no-hide-descendants' : 'yes'}>{criteria.title}</Title>
      {canSwitch && <TextInput accessibilityLabel={criteria.title} value={value} onChangeText={setValue} />}
      <Text accessible={!canSwitch}>{criteria.note}</Text>
      {canSwitch && <TextInput accessibilityLabel={criteria.note} value={value} onChangeText={setValue} />}
      <View {...rowProps}>
        <Text>{criteria.hint}</Text>
        <TextInput accessibilityLabel={criteria.hint} value={value} onChangeText={setValue} />
      </View>
    </View>
  );
}
