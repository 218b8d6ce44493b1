import React from 'react';
import { TextInput, View } from 'react-native';

// Each method renders one kind of block; nothing calls two of them on one screen. The two fields `pair` renders
// together are a form (the first is reported); `plain` and `secret` render a field each, and are no form.
export class BlockParser {
  pair(label: string) {
    return (
      <View>
        <TextInput accessibilityLabel={label} />
        <TextInput accessibilityLabel="Confirm" />
      </View>
    );
  }

  plain(label: string) {
    return <TextInput accessibilityLabel={label} />;
  }

  secret(label: string) {
    return <TextInput accessibilityLabel={label} secureTextEntry />;
  }
}
