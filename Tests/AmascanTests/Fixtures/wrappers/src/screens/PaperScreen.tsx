import { TextInput } from 'react-native-paper';

export const PaperScreen = () => <TextInput label="Coupon" />;
