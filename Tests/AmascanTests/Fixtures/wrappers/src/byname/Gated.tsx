import React from 'react';
import { Text, TextInput, View } from 'react-native';

// Renders its input only when `visible`, which it takes out of its props.
export const ShownInput = ({ visible, ...rest }) => (visible ? <TextInput {...rest} /> : null);

// Passes everything on: a call site that passes `visible` renders an input.
export const PanelInput = (props) => <ShownInput {...props} />;

// Names its input from `label`, which it takes out of its props.
export const LabelInput = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;

// Takes `label` out too and only shows it: the input gets no name from it.
export const TitledInput = ({ label, ...rest }) => (
  <View>
    <Text>{label}</Text>
    <LabelInput {...rest} />
  </View>
);

// Passes `visible` on by name: a call site that passes it renders an input.
export const ByNameInput = ({ visible, ...rest }) => <ShownInput visible={visible} {...rest} />;

// Renders its input only when its props say `editable`, and passes them all on.
export const EditInput = (props) => (props.editable ? <TextInput {...props} /> : null);

// Passes `editable` on by name: a call site that passes it renders an input.
export const ByNameEdit = ({ editable, ...rest }) => <EditInput editable={editable} {...rest} />;
