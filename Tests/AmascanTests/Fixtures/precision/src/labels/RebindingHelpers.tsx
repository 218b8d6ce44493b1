import React, { useMemo } from 'react';
import { Text, TextInput, View } from 'react-native';

// Names that a function inside a wrapper binds again are not its props: each input below is named, whatever the
// caller passes.

// A render helper's own parameter is called `props`; it is given a written label.
export function HelperPropsField(props) {
  const renderField = (props) => {
    const { label, value } = props;
    return <TextInput accessibilityLabel={label} value={value} />;
  };
  return <View>{renderField({ label: 'Email', value: props.value })}</View>;
}

// A memo's own `label` is a translation of its own, not the prop `label`.
export function MemoLabelField({ label, name, value }) {
  const a11yLabel = useMemo(() => {
    const label = `Field ${name}`;
    return label;
  }, [name]);
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityLabel={a11yLabel} value={value} />
    </View>
  );
}

// A helper takes `label` from a prop's own object (`input`), not the prop `label` the component also takes.
export function NestedPatternField(props) {
  const { label } = props;
  const render = () => {
    const {
      input: { label },
    } = props;
    return <TextInput accessibilityLabel={label} value={props.value} />;
  };
  return (
    <View>
      <Text>{label}</Text>
      {render()}
    </View>
  );
}

// A memo's own function declares a parameter `label`: the input is named from `name`, not the prop `label`.
export function DeclaredHelperField({ label, name, value }) {
  const a11yLabel = useMemo(() => {
    function describe(label) {
      return `Field ${label}`;
    }
    return describe(name);
  }, [name]);
  return (
    <View>
      <Text>{label}</Text>
      <TextInput accessibilityLabel={a11yLabel} value={value} />
    </View>
  );
}

// A helper takes `label` apart as `title`; the component's own `title` is a word of its own, which names the input.
export function OwnTitleField(props) {
  const renderCaption = () => {
    const { label: title } = props;
    return <Text importantForAccessibility="no">{title}</Text>;
  };
  const title = 'Email address';
  return (
    <View>
      {renderCaption()}
      <TextInput accessibilityLabel={title} value={props.value} />
    </View>
  );
}

// Each screen gives no label: the wrapper names its input itself. The prop `label` that `NestedPatternField` shows is
// not the name its input gets, so the text is not read twice either.
export const HelperPropsScreen = ({ value }) => <HelperPropsField value={value} />;
export const MemoLabelScreen = ({ value }) => <MemoLabelField name="email" value={value} />;
export const DeclaredHelperScreen = ({ value }) => <DeclaredHelperField name="email" value={value} />;
export const OwnTitleScreen = ({ value }) => <OwnTitleField value={value} />;
export const NestedPatternScreen = ({ value }) => (
  <NestedPatternField label="Sign-in" input={{ label: 'Email' }} value={value} />
);
