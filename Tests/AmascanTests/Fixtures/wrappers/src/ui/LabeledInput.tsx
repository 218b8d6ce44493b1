import { Text, TextInput, View } from 'react-native';

export function LabeledInput({ label, ...rest }) {
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityLabel={label} {...rest} />
    </View>
  );
}
