// A class wrapper that destructures `this.props`, keeps `label` to itself and draws it above its input.
import React, { Component } from 'react';
import { Text, TextInput, View } from 'react-native';

export default class ClassInput extends Component {
  render() {
    const { label, editable = true, ...rest } = this.props;
    return (
      <View>
        <Text>{label}</Text>
        <TextInput editable={editable} {...rest} />
      </View>
    );
  }
}
