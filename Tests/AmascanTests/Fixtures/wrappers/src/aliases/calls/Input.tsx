import React from 'react';
import { TextInput as TextInputPrimitive } from 'react-native';
import styled from '../../legacy/styledThing';

// The call forms of a styled component, from a module of the project's own.
const TextInput = styled(TextInputPrimitive)({ fontSize: 16 });
const Boxed = styled(TextInputPrimitive).attrs(() => ({ autoCorrect: false }))({ borderWidth: 1 });

const Input = ({ spellCheck = true, ...props }, ref) => <TextInput {...props} ref={ref} spellCheck={spellCheck} />;

export const BoxedInput = (props) => <Boxed {...props} />;
export default React.forwardRef(Input);
