import { TextInput } from 'react-native-paper';
import { TextField } from '@acme/design';

export const Coupon = () => (
  <>
    <TextInput label="Coupon" />
    <TextField label="Promo" />
    <TextField />
  </>
);
