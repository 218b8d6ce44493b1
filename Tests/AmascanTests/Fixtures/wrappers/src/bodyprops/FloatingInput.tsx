// Props set after the spread from the wrapper's own destructured props are still the call site's.
import React, { forwardRef } from 'react';
import { TextInput } from 'react-native';

type Props = { label: string; multiline?: boolean; onSubmitEditing?: () => void; returnKeyType?: 'next' | 'done' };

export const FloatingInput = forwardRef<TextInput, Props>(
  ({ label, multiline, onSubmitEditing, ...rest }, ref) => (
    <TextInput
      {...rest}
      ref={ref}
      accessibilityLabel={label}
      multiline={multiline}
      onSubmitEditing={onSubmitEditing}
    />
  ),
);

export const Channel = ({ onNext }: { onNext: () => void }) => (
  <>
    <FloatingInput label="Name" returnKeyType="next" blurOnSubmit={false} />
    <FloatingInput label="Purpose" returnKeyType="next" blurOnSubmit={false} onSubmitEditing={onNext} />
    <FloatingInput label="Notes" multiline blurOnSubmit={false} />
  </>
);
