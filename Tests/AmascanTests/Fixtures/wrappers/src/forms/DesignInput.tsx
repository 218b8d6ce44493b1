import { forwardRef, memo } from 'react';
import { TextInput } from 'react-native';

export const DesignInput = memo(forwardRef(({ accessibilityLabel, title, placeholder, ...rest }, ref) => (
  <TextInput ref={ref} accessibilityLabel={accessibilityLabel ?? title} placeholder={placeholder} {...rest} />
)));
