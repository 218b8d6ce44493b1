import React, { useEffect, useMemo } from 'react';
import { Text, TextInput, View } from 'react-native';

// Wrappers that name their input from `label`, with a label of their own when the caller gives none: every call
// site below is named.
export function ParamDefaultField({ label = 'Name', value }) {
  return <TextInput accessibilityLabel={label} value={value} />;
}

export function BodyDefaultField(props) {
  const { label: title = 'Nickname' } = props;
  return <TextInput accessibilityLabel={title} value={props.value} />;
}

export function HelperDefaultField(props) {
  const renderInput = () => {
    const { label = 'City' } = props;
    return <TextInput accessibilityLabel={label} value={props.value} />;
  };
  return renderInput();
}

export class ClassDefaultField extends React.Component {
  render() {
    const { label = 'Country', value } = this.props;
    return <TextInput accessibilityLabel={label} value={value} />;
  }
}

// A default written for a destructured local does not change `props.label`: named only where the caller passes it.
export function MemberReadField(props) {
  const renderBadge = () => {
    const { label = 'Street' } = props;
    return label.length;
  };
  return <TextInput accessibilityLabel={props.label} value={props.value} maxLength={renderBadge()} />;
}

// A helper's caption defaults `label`; the body takes it apart again without one and names the input with it: named
// only where the caller passes it.
export function CaptionDefaultField(props) {
  const renderCaption = () => {
    const { label = 'Field' } = props;
    return <Text importantForAccessibility="no">{label}</Text>;
  };
  const { label, value } = props;
  return (
    <View>
      {renderCaption()}
      <TextInput accessibilityLabel={label} value={value} />
    </View>
  );
}

// The body takes `label`; the helper that names the input takes it again as `title`, with a default.
export function RenamedDefaultField(props) {
  const { label } = props;
  const renderInput = () => {
    const { label: title = 'Zip code' } = props;
    return <TextInput accessibilityLabel={title} value={props.value} />;
  };
  return (
    <View>
      <Text importantForAccessibility="no">{label}</Text>
      {renderInput()}
    </View>
  );
}

// Passes `label` on as it came: left out, it arrives undefined and the inner wrapper's default names the input.
export function PassingDefaultField({ label, value }) {
  return <ParamDefaultField label={label} value={value} />;
}

// A default amascan cannot read is a default all the same: the input is named.
const LABELS = { email: 'Email', phone: 'Phone' };
export function KindField({ kind, label = LABELS[kind], value }) {
  return <TextInput accessibilityLabel={label} value={value} />;
}

// Another method takes `label` apart without a default; render's has one, and render names the input.
export class LoggedField extends React.Component {
  componentDidUpdate() {
    const { label } = this.props;
    console.log(label);
  }

  render() {
    const { label = 'Country code', value } = this.props;
    return <TextInput accessibilityLabel={label} value={value} />;
  }
}

// The input is drawn while `editable` holds, by default; an effect takes `editable` apart again without one.
export function LockableField(props) {
  const { editable = true, label, value } = props;
  useEffect(() => {
    const { editable } = props;
    if (!editable) console.log('locked');
  }, [props]);
  return <View>{editable && <TextInput accessibilityLabel={label} value={value} />}</View>;
}

// A check in a block takes `label` apart again without a default; the input reads the function's, which has one.
export function CheckedField(props) {
  const { label = 'Nickname', value } = props;
  if (props.debug) {
    const { label } = props;
    if (!label) console.warn('no label given');
  }
  return <TextInput accessibilityLabel={label} value={value} />;
}

// The name is made by a function the memo is given: only its dependencies show that it reads `label`.
export function FormattedField({ label, required, value }) {
  const formatLabel = () => (required ? `${label}, required` : label);
  const a11yLabel = useMemo(formatLabel, [label, required]);
  return <TextInput accessibilityLabel={a11yLabel} value={value} />;
}

export function DefaultLabelsScreen({ values }) {
  return (
    <View>
      <ParamDefaultField value={values.name} />
      <BodyDefaultField value={values.nickname} />
      <HelperDefaultField value={values.city} />
      <ClassDefaultField value={values.country} />
      <MemberReadField value={values.street} />
      <CaptionDefaultField value={values.state} />
      <RenamedDefaultField value={values.zip} />
      <PassingDefaultField value={values.alias} />
      <KindField kind="email" value={values.contact} />
      <LoggedField value={values.code} />
      <LockableField value={values.pin} />
      <CheckedField value={values.nick} />
      <FormattedField value={values.given} />
    </View>
  );
}
