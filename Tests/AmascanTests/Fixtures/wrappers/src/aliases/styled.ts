// A shared module of styled aliases (nativewind): none of them is a component of the project.
import { styled } from 'nativewind';
import { Animated, Switch as RNSwitch, TextInput as RNTextInput, View as RNView } from 'react-native';

const TextInput = styled(RNTextInput);
const Toggle = Animated.createAnimatedComponent(RNSwitch);
export const Box = styled(RNView);

export { TextInput, Toggle };
