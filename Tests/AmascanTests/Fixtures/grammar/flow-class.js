/* @flow strict-local */
import React, { PureComponent } from 'react';
import type { ElementRef } from 'react';
import { TextInput } from 'react-native';

type State = {| text: string |};

export default class PasswordInput extends PureComponent<{| placeholder: string |}, State> {
  state: State = { text: '' };
  input: ?ElementRef<typeof TextInput> = null;

  focus(): void {
    this.input?.focus();
  }

  render(): React$Node {
    return (
      <TextInput
        ref={(ref) => { this.input = ref; }}
        secureTextEntry
        placeholder={this.props.placeholder}
      />
    );
  }
}
