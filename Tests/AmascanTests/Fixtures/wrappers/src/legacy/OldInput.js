const React = require('react');
const { TextInput } = require('react-native');

function OldInput(props) {
  return <TextInput accessibilityLabel={props.caption} {...props} />;
}

module.exports = OldInput;
