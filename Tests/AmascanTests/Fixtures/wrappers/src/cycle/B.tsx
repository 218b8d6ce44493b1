import { A } from './A';
export const B = (props) => <A {...props} />;
