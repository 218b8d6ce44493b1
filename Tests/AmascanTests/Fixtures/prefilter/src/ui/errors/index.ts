export { ErrorBox } from './ErrorBox';
export { default as Footer } from './Footer';
