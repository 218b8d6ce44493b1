import React from 'react';
import { TextInput } from 'react-native';
import { connect } from 'react-redux';
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
