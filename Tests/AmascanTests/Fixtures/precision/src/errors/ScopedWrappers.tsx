import React, { useMemo } from 'react';
import { Text, TextInput, View } from 'react-native';

// The hint is a `useMemo` whose callback names a local of its own (`base`, read from `hint`); `footnote` is only
// drawn beside the input, never read with it.
export function FootnoteField({ label, hint, footnote, value, onChangeText }) {
  const a11yHint = useMemo(() => {
    const base = hint ?? '';
    return base.trim();
  }, [hint]);
  return (
    <View>
      <TextInput accessibilityLabel={label} accessibilityHint={a11yHint} value={value} onChangeText={onChangeText} />
      <Text>{footnote}</Text>
    </View>
  );
}

// Draws `errorMessage` only while the field's own error state, taken apart from the field object, holds: a message
// the call site writes is then the error.
export function FlagPinField({ field, label, errorMessage }) {
  const { hasError } = field;
  return (
    <View>
      <TextInput accessibilityLabel={label} value={field.value} onChangeText={field.onChange} />
      {hasError && <Text>{errorMessage}</Text>}
    </View>
  );
}

export function ScopedWrappersScreen({ errors, email, setEmail, pin }) {
  return (
    <View>
      <View>
        <FootnoteField label="Email" footnote={errors.email} value={email} onChangeText={setEmail} />
        {errors.email ? <Text>{errors.email}</Text> : null}
      </View>
      <FlagPinField field={pin} label="PIN" errorMessage="Wrong PIN" />
    </View>
  );
}

// The input sits in a block; its hint is a block `const` read from `hint`, and `footnote` is only drawn.
export function BlockHintField({ label, hint, footnote, hidden, value, onChangeText }) {
  if (!hidden) {
    const a11yHint = hint ?? '';
    return (
      <View>
        <TextInput accessibilityLabel={label} accessibilityHint={a11yHint} value={value} onChangeText={onChangeText} />
        <Text>{footnote}</Text>
      </View>
    );
  }
  return null;
}

// A render helper takes the props apart again: `hint` is still the prop; `footnote` is only drawn.
export function HelperHintField(props) {
  const renderInput = () => {
    const { label, hint, value, onChangeText } = props;
    return <TextInput accessibilityLabel={label} accessibilityHint={hint} value={value} onChangeText={onChangeText} />;
  };
  return (
    <View>
      {renderInput()}
      <Text>{props.footnote}</Text>
    </View>
  );
}

export function ScopedHintsScreen({ errors, email, setEmail, name, setName }) {
  return (
    <View>
      <View>
        <BlockHintField label="Email" footnote={errors.email} value={email} onChangeText={setEmail} />
        {errors.email ? <Text>{errors.email}</Text> : null}
      </View>
      <View>
        <HelperHintField label="Name" footnote={errors.name} value={name} onChangeText={setName} />
        {errors.name ? <Text>{errors.name}</Text> : null}
      </View>
    </View>
  );
}
