import { TextInput } from 'react-native';

// amascan-disable-next-line NOT_A_RULE
export const focus = (input: TextInput | null) => input?.focus();
