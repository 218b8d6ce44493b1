import React from 'react';
import { Animated, TextInput, View } from 'react-native';

// A project's own styling helper, curried with its props' type and a theme function: the result is the input it
// is given, styled.
declare function styledWithRef<T>(component: T): <P>(styles: (theme: object) => object) => T;

const AnimatedTextInput = Animated.createAnimatedComponent(TextInput);
const StyledAnimatedTextInput = styledWithRef(AnimatedTextInput)<{ scale: number }>((theme) => ({ margin: 4 }));
const StyledInput = styledWithRef(TextInput)<{ dense: boolean }>((theme) => ({ padding: 2 }));

export function Amount({ value, setValue }) {
  return (
    <View>
      <StyledAnimatedTextInput value={value} onChangeText={setValue} placeholder="Amount" />
      <StyledInput accessibilityLabel="Memo" value={value} onChangeText={setValue} />
    </View>
  );
}
