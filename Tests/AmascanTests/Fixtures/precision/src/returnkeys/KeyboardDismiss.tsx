import React, { useState } from 'react';
import { Keyboard, TextInput, View } from 'react-native';

// Return only puts the keyboard away: on a field before the last, it does not move on.
export function WorkspaceForm() {
  const [account, setAccount] = useState('');
  const [workspace, setWorkspace] = useState('');
  const [team, setTeam] = useState('');
  return (
    <View>
      <TextInput accessibilityLabel="Account" value={account} onChangeText={setAccount} onSubmitEditing={Keyboard.dismiss} />
      <TextInput
        accessibilityLabel="Workspace"
        value={workspace}
        onChangeText={setWorkspace}
        onSubmitEditing={() => Keyboard.dismiss()}
      />
      <TextInput accessibilityLabel="Team" value={team} onChangeText={setTeam} onSubmitEditing={Keyboard.dismiss} />
    </View>
  );
}

// A wrapper that always dismisses the keyboard on return, whatever its callers pass.
const Field = ({ style, ...rest }) => (
  <View style={style}>
    <TextInput {...rest} onSubmitEditing={Keyboard.dismiss} />
  </View>
);

export function SignUpForm({ data, onChange }) {
  return (
    <View>
      <Field accessibilityLabel="Username" value={data.username} onChangeText={(text) => onChange('username', text)} />
      <Field accessibilityLabel="Nickname" value={data.nickname} onChangeText={(text) => onChange('nickname', text)} />
    </View>
  );
}
