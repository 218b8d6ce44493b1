import { B } from './B';
export const A = (props) => <B {...props} />;
