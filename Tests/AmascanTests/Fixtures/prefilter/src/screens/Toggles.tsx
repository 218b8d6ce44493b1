import React, { useState } from 'react';
import { Switch, Text, View } from 'react-native';
import { Row } from '../ui/pressables';

export function Toggles() {
  const [dark, setDark] = useState(false);
  const [sounds, setSounds] = useState(false);
  return (
    <View>
      <Row accessibilityRole="switch" accessibilityState={{ checked: dark }} onPress={() => setDark(!dark)}>
        <Text>Dark theme</Text>
        <Switch value={dark} onValueChange={setDark} />
      </Row>
      <Row onPress={() => setSounds(!sounds)}>
        <Text>Sounds</Text>
        <Switch value={sounds} onValueChange={setSounds} />
      </Row>
    </View>
  );
}
