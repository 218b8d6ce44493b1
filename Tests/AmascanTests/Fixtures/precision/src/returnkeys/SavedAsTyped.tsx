import React, { useState } from 'react';
import { Button, TextInput, View } from 'react-native';

// Settings saved as they are typed: each value is kept on every keystroke, and return closing the keyboard ends the
// edit. No form: not reported.
export function NodeSettings({ settings, updateSettings }) {
  const [host, setHost] = useState(settings.host);
  const [port, setPort] = useState(settings.port);
  return (
    <View>
      <TextInput
        accessibilityLabel="Host"
        value={host}
        onChangeText={async (text) => {
          setHost(text);
          await updateSettings({ host: text });
        }}
      />
      <TextInput
        accessibilityLabel="Port"
        value={port}
        onChangeText={(text) => {
          setPort(text);
          AsyncStorage.setItem('port', text);
        }}
      />
      <Button title="Restart" onPress={settings.restart} />
    </View>
  );
}

// State kept by the form (an update of state, a reducer's action): steps of a form, the first two reported.
export class Connection extends React.Component {
  render() {
    return (
      <View>
        <TextInput
          accessibilityLabel="Name"
          value={this.state.name}
          onChangeText={(text) => this.updateStateWithChangeTracking({ name: text })}
        />
        <TextInput
          accessibilityLabel="Relay"
          value={this.state.relay}
          onChangeText={(text) => this.props.dispatch(saveDraft({ relay: text }))}
        />
        <TextInput
          accessibilityLabel="Note"
          value={this.state.note}
          onChangeText={(note) => this.setState({ note })}
        />
        <Button title="Save" onPress={this.save} />
      </View>
    );
  }
}
