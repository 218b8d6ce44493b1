import React, { useCallback, useState } from 'react';
import { Text, TextInput, View } from 'react-native';

// A wrapper whose error row measures itself (`onLayout`) to animate the list: measuring is nothing a user does, so
// the row is still the input's error, drawn beside it and never read with it.
const OptionInput = ({ error, onChangeText }) => {
  const [height, setHeight] = useState(0);
  const onErrorLayout = useCallback((event) => setHeight(event.nativeEvent.layout.height), []);
  return (
    <View style={{ paddingBottom: height }}>
      <TextInput accessibilityLabel="Option" onChangeText={onChangeText} />
      {error ? (
        <View onLayout={onErrorLayout}>
          <Text>{error}</Text>
        </View>
      ) : null}
    </View>
  );
};

export const PollOptions = ({ errors, options, setOption }) => (
  <View>
    {options.map((option) => (
      <OptionInput key={option.id} error={errors[option.id]} onChangeText={(text) => setOption(option.id, text)} />
    ))}
  </View>
);

// A row that retries beside the error acts: the error may be the retry's, not the field's.
const RetriedInput = ({ error, onRetry }) => (
  <View>
    <TextInput accessibilityLabel="Server" />
    {error ? (
      <View onTouchEnd={onRetry}>
        <Text>{error}</Text>
      </View>
    ) : null}
  </View>
);

export const Server = ({ error, retry }) => <RetriedInput error={error} onRetry={retry} />;
