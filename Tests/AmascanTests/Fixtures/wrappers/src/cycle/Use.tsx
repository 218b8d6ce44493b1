import { A } from './A';
export const Use = () => <A />;
