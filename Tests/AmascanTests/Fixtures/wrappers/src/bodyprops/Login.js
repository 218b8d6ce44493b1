import React from 'react';
import { View } from 'react-native';
import BodyInput from './BodyInput';
import ClassInput from './ClassInput';

export function Login({ onLogin }) {
  return (
    <View>
      <BodyInput hint="Email" blurOnSubmit={false} />
      <BodyInput accessibilityLabel="Password" secureTextEntry onSubmitEditing={onLogin} />
      <BodyInput accessibilityLabel="Report" editable={false} multiline value="log" />
      <BodyInput editable={false} value="A read-only code" />
      <ClassInput label="Name" />
      <ClassInput label="Code" accessibilityLabel="Code" editable={false} value="X1" />
      <ClassInput label="Shown" editable={false} value="Y2" />
    </View>
  );
}
