import React from 'react';
import { TextInput, View } from 'react-native';

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

export function DefaultLabelsScreen({ values }) {
  return (
    <View>
      <ParamDefaultField value={values.name} />
      <BodyDefaultField value={values.nickname} />
      <HelperDefaultField value={values.city} />
      <ClassDefaultField value={values.country} />
      <MemberReadField value={values.street} />
    </View>
  );
}
