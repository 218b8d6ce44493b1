import React, { useState } from 'react';
import { Switch, View } from 'react-native';

// A hook of this very file that hands back a name: the switch it is spread on may be named, not reported.
const useMuteProps = () => ({ accessibilityLabel: 'Mute' });

export function MuteSwitch() {
  const [muted, setMuted] = useState(false);
  const muteProps = useMuteProps();
  return (
    <View>
      <Switch {...muteProps} value={muted} onValueChange={setMuted} />
    </View>
  );
}
