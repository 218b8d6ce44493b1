export { default as EmailField } from './EmailField';
export * from './DropsLabel';
export { DesignInput as Input } from './DesignInput';
