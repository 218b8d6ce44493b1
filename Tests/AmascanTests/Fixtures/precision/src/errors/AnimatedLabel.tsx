import React from 'react';
import AnimateableText from 'react-native-animateable-text';
import { useAnimatedProps } from 'react-native-reanimated';

// A design system's animated text: it shows its children, a string or a reanimated value, through `animatedProps`.
export function AnimatedLabel({ children, color }) {
  const animatedText = useAnimatedProps(() => ({
    text: (typeof children === 'string' ? children : children?.value) ?? '',
  }));
  return <AnimateableText animatedProps={animatedText} style={{ color }} />;
}

// An animated counter: what it shows comes from `value`, not from its children.
export function AnimatedCounter({ value, children }) {
  const animatedText = useAnimatedProps(() => ({ text: String(value.value) }));
  return <AnimateableText animatedProps={animatedText} accessibilityHint={children} />;
}
