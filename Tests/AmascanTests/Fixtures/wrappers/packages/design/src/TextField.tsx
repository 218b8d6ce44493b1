import { TextInput } from 'react-native';

export function TextField({ label, ...rest }) {
  return <TextInput aria-label={label} {...rest} />;
}
