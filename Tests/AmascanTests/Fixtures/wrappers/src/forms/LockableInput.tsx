import * as React from 'react';
import { TextInput as TextInputRN, View } from 'react-native';

// Takes its props apart in the body, turns editing off with `locked`, passes `onSubmitEditing` on by name and never
// `returnKeyType`: a caller can make return move on, not make its key say "next".
const LockableInput = React.forwardRef((props: any, ref) => {
  const { accessibilityLabel, value, onChangeText, locked } = props;
  return (
    <View>
      <TextInputRN
        accessibilityLabel={accessibilityLabel}
        value={value}
        onChangeText={onChangeText}
        editable={!locked}
        onSubmitEditing={props.onSubmitEditing}
        ref={ref}
      />
    </View>
  );
});
export default LockableInput;
