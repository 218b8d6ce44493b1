// A re-export of react-native's input under another name.
export { TextInput as PlainInput } from 'react-native';
