export { default as Field } from './Labelled';
export * from './more';
