export { default as FieldLabel } from '../FieldLabel';
