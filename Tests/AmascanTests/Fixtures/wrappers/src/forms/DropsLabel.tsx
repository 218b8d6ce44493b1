import { Text, TextInput, View } from 'react-native';

export const DropsLabel = ({ label, value, onChangeText }) => (
  <View>
    <Text>{label}</Text>
    <TextInput value={value} onChangeText={onChangeText} />
  </View>
);
