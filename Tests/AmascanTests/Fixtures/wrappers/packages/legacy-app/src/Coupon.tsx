import { TextInput } from 'react-native-paper';
import { TextField } from '@acme/design';
// The same package under the names this package.json gives it: a pnpm workspace alias and a folder.
import { TextField as AliasedField } from '@legacy/ui';
import { TextField as FolderField } from 'local-ui';

export const Coupon = () => (
  <>
    <TextInput label="Coupon" />
    <TextField label="Promo" />
    <TextField />
    <AliasedField />
    <FolderField label="Gift card" />
    <FolderField />
  </>
);
