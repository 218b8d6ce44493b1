import React from 'react';
import { Pressable } from 'react-native';

// None of these is a bare pressable: each names what it renders, or may not render it.
export function SpreadTap({ label, ...rest }) {
  const a11y = { accessibilityLabel: label };
  return <Pressable {...rest} {...a11y} />;
}

export const RememberMe = (props) => <Pressable {...props}>Remember me</Pressable>;

export function LabelledTap({ label, children, ...rest }) {
  return <Pressable {...rest}>{children ?? label}</Pressable>;
}

export function MaybeTap({ visible, ...rest }) {
  return visible ? <Pressable {...rest} /> : null;
}

export function RoleTap({ accessibilityRole, ...rest }) {
  return <Pressable {...rest} />;
}
