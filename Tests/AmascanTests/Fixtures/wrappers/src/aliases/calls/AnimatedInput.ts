import Animated from 'react-native-reanimated';
import Input from './Input';

export const AnimatedInput = Animated.createAnimatedComponent(Input);
