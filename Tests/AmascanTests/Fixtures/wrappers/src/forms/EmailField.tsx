import { LabeledInput } from '@ui/LabeledInput';

const EmailField = (props) => <LabeledInput keyboardType="email-address" {...props} />;
export default EmailField;
