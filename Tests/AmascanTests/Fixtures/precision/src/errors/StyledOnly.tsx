import React, { useMemo } from 'react';
import { AccessibilityInfo, Text, TextInput, View } from 'react-native';

// Given the error's state only to colour its border: nothing the screen reader reads with the input.
export function BorderedInput({ hasError, label, onChangeText }) {
  const style = useMemo(() => [{ borderWidth: 1 }, hasError && { borderColor: 'red' }], [hasError]);
  return <TextInput accessibilityLabel={label} onChangeText={onChangeText} style={style} />;
}

// Puts what it is given in the input's hint: the error reaches the field.
export function HintedInput({ error, label }) {
  return <TextInput accessibilityLabel={label} accessibilityHint={error} />;
}

// Passes its props whole to a hook whose result names the input: what it carries cannot be told.
export function HookedInput(props) {
  const hint = useFieldHint(props);
  return <TextInput accessibilityLabel={props.label} accessibilityHint={hint} />;
}

// Renames its `invalid` to the inner input's `error`, which the inner input puts in its hint.
export function RenamedInput({ invalid, label }) {
  return <HintedInput error={invalid} label={label} />;
}

// Announces what it is given as it changes.
export function AnnouncingInput({ message, label }) {
  const announce = () => AccessibilityInfo.announceForAccessibility(message);
  return <TextInput accessibilityLabel={label} onFocus={announce} />;
}

// The error is drawn beside each field and given to it too: only the first field reads it into nothing.
export function Profile({ errorText, onChangeText }) {
  return (
    <View>
      <View>
        <BorderedInput label="Name" hasError={Boolean(errorText)} onChangeText={onChangeText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <HintedInput label="Email" error={errorText} />
        {errorText && <Text importantForAccessibility="no">{errorText}</Text>}
      </View>
      <View>
        <HookedInput label="Phone" hasError={Boolean(errorText)} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <RenamedInput label="City" invalid={errorText} />
        {errorText && <Text importantForAccessibility="no">{errorText}</Text>}
      </View>
      <View>
        <AnnouncingInput label="Street" message={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
    </View>
  );
}

function useFieldHint(props) {
  return props.hasError ? 'Invalid' : undefined;
}

// Ways a wrapper may carry what it is given that are not its input's own props: none of their call sites is
// reported.
function Live({ message }) {
  return <Text accessibilityLiveRegion="polite">{message}</Text>;
}

export function LiveChildInput({ error, label }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} />
      <Live message={error} />
    </View>
  );
}

export function LiveContainerInput({ error, label }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} />
      <View accessibilityLiveRegion="polite">{error && <Text>{error}</Text>}</View>
    </View>
  );
}

function announceError(message) {
  AccessibilityInfo.announceForAccessibility(message);
}

export function HelperAnnouncingInput({ error, label }) {
  React.useEffect(() => announceError(error), [error]);
  return <TextInput accessibilityLabel={label} />;
}

export function DefaultedHintInput({ error, label, hint = error }) {
  return <TextInput accessibilityLabel={label} accessibilityHint={hint} />;
}

export function ReassignedHintInput({ error, label }) {
  var hint = label;
  if (error) hint = error;
  return <TextInput accessibilityLabel={label} accessibilityHint={hint} />;
}

export function GroupedInput({ error, label }) {
  return (
    <View accessible accessibilityLabel={`${label}, ${error}`}>
      <TextInput />
    </View>
  );
}

export function Carriers({ errorText }) {
  return (
    <View>
      <View>
        <LiveChildInput label="A" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <LiveContainerInput label="B" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <HelperAnnouncingInput label="C" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <DefaultedHintInput label="D" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <ReassignedHintInput label="E" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
      <View>
        <GroupedInput label="F" error={errorText} />
        {errorText && <Text>{errorText}</Text>}
      </View>
    </View>
  );
}
