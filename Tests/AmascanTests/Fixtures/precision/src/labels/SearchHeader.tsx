import React from 'react';
import { TextInput } from 'react-native';
import { connect } from 'react-redux';
import { compose, handleTextInput, withA11yLabel } from './data';
import { withDatabase, withObservables } from './data';

function SearchHeader({ placeholder, ...rest }) {
  return <TextInput placeholder={placeholder} {...rest} />;
}

const enhanced = withObservables([], () => ({}));

// Exported through higher-order components: callers render SearchHeader.
export default withDatabase(enhanced(SearchHeader));

function NameField(props) {
  return <TextInput {...props} />;
}

export const ConnectedName = connect((state) => ({ value: state.name }))(NameField);

// A higher-order component of react-native's own input is there to give it props (a name, a keyboard, focus):
// what it renders is not known.
export const FormikInput = compose(handleTextInput)(TextInput);
export const LabelledInput = withA11yLabel(TextInput);
