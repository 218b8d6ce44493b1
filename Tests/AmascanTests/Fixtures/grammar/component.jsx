import { Component } from 'react';
import { TextInput } from 'react-native';

export class NoteEditor extends Component {
  state = { text: '' };

  render() {
    const { text } = this.state;
    return <TextInput multiline value={text} onChangeText={(t) => this.setState({ text: t })} accessibilityLabel="Note" />;
  }
}
