import { Text, TextInput, View } from 'react-native';

export function LabeledInput({ label, error, ...rest }) {
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityLabel={label} {...rest} />
      {error ? <Text>{error}</Text> : null}
    </View>
  );
}
