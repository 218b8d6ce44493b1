import React, { memo } from 'react';
import { TextInput, View } from 'react-native';
import { BoxedInput } from '../ui/BoxedInput';
import { Footer, ErrorBox } from '../ui/errors';
import { Missing } from '../ui/errors/cycleA';

// A local alias of a component that draws an error is asked for as the component itself.
const Box = memo(ErrorBox);

export function Errors({ emailError, codeError, pinError, hint }) {
  return (
    <View>
      <BoxedInput label="Email" error={emailError} />
      <View>
        <TextInput accessibilityLabel="Code" />
        <Footer errorText={codeError} helpText={hint} />
      </View>
      <Box error={pinError}>
        <TextInput accessibilityLabel="PIN" />
      </Box>
      <Missing error={pinError} />
    </View>
  );
}
