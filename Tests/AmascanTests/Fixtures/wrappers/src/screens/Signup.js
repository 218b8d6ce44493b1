import { LabeledInput } from '@ui/LabeledInput';
import { EmailField, DropsLabel, Input } from '@forms';

export function Signup({ t }) {
  return (
    <>
      <LabeledInput label={t('name')} />
      <LabeledInput placeholder="Nickname" />
      <EmailField label="Email" />
      <EmailField />
      <DropsLabel label="Coupon" />
      <DropsLabel label="Gift card" />
      <Input title="City" />
      <Input placeholder="Zip" />
      <LabeledInput {...t.fieldProps} />
      <LabeledInput label="Code" returnKeyType="next" blurOnSubmit={false} />
      <LabeledInput label="Age" error={ageError} />
      <LabeledInput label="Age" error={ageError} accessibilityHint={ageError} />
    </>
  );
}
