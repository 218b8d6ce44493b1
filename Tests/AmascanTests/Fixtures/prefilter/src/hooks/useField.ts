import { useRef } from 'react';
import { TextInput } from 'react-native';

// A .ts file names TextInput but makes no alias of it and can render nothing: it needs no tree.
export const useField = () => useRef<TextInput>(null);
