'use strict';
const React = require('react');
const { TextInput, View } = require('react-native');

function Field(props) {
  return (
    <View>
      <TextInput {...props} accessibilityLabel={props.label} />
    </View>
  );
}

module.exports = Field;
