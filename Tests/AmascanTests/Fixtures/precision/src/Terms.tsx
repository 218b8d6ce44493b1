import React from 'react';
import BouncyCheckbox from 'react-native-bouncy-checkbox';

// The library draws `text` inside the pressable that toggles it: that text is the checkbox's name.
export const Terms = ({ onPress }: { onPress: (checked: boolean) => void }) => (
  <BouncyCheckbox text="I accept the terms" onPress={onPress} />
);

// No text, or text switched off: nothing names it.
export const Bare = ({ onPress }: { onPress: (checked: boolean) => void }) => <BouncyCheckbox onPress={onPress} />;

export const Hidden = ({ onPress }: { onPress: (checked: boolean) => void }) => (
  <BouncyCheckbox text="Remember me" disableText onPress={onPress} />
);

// An app's checkbox passing its `label` on as the library's `text`: call sites are named by `label`.
export const AppCheckbox = ({ label, onPress }: { label?: string; onPress: (checked: boolean) => void }) => (
  <BouncyCheckbox text={label} onPress={onPress} />
);

export const Preferences = ({ onPress }: { onPress: (checked: boolean) => void }) => (
  <>
    <AppCheckbox label="Newsletter" onPress={onPress} />
    <AppCheckbox onPress={onPress} />
  </>
);
