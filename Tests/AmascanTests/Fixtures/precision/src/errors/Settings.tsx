import React from 'react';
import { Switch, Text, TextInput, View } from 'react-native';

// Draws the error only when it is set, through a component that shows text; the help text is no error.
function Footer({ errorText, helpText }) {
  return (
    <View>
      {Boolean(helpText) && <Hint text={helpText} />}
      {Boolean(errorText) && <Hint text={errorText} />}
    </View>
  );
}

const Hint = ({ text }) => <Text>{text}</Text>;

// A warning icon shown only while there is an error (a ternary as `&&`) is the one sign of it, and no screen reader
// perceives it: the field beside it must carry the error.
function Badge({ error }) {
  return <View>{error ? <Icon name="alert" /> : null}</View>;
}

// Wrappers whose error is drawn by their footer: judged where they are used, not once more here.
export function TextSetting({ label, value, onChange, errorText }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} />
      <Footer errorText={errorText} />
    </View>
  );
}

export function BoolSetting({ label, value, onChange, errorText }) {
  return (
    <View>
      <Switch accessibilityLabel={label} value={value} onValueChange={onChange} />
      <Footer errorText={errorText} />
    </View>
  );
}

export function BadgeSetting({ label, value, onChange, error }) {
  return (
    <View>
      <TextInput accessibilityLabel={label} value={value} onChangeText={onChange} />
      <Badge error={error} />
    </View>
  );
}

export function Form({ errors, values, set }) {
  return (
    <View>
      <TextSetting label="Name" value={values.name} onChange={set} errorText={errors.name} />
      <BoolSetting label="Public" value={values.public} onChange={set} errorText={errors.public} />
      <BadgeSetting label="Team" value={values.team} onChange={set} error={errors.team} />
      <TextSetting label="Topic" value={values.topic} onChange={set} errorText="Required" />
      <TextInput accessibilityLabel="Purpose" />
    </View>
  );
}
