import React from 'react';
import { View } from 'react-native';
import Field from './Field';
import useTextState from './useTextState';
import { useNamedField } from './useNamedField';
import { usePassed } from './usePassed';

// The callbacks of a hook whose file never spells a naming prop cannot name the field: reported.
export function Compose({ initialTopic }) {
  const [topic, topicCallbacks] = useTextState({ value: initialTopic ?? '' });
  return (
    <View>
      <Field placeholder="Topic" defaultValue={topic.value} {...topicCallbacks} />
    </View>
  );
}

// A hook that names the field, and one handed the component's props: not reported.
export function Named({ inputProps }) {
  const named = useNamedField('Topic');
  const passed = usePassed(inputProps);
  return (
    <View>
      <Field {...named} />
      <Field {...passed} />
    </View>
  );
}
