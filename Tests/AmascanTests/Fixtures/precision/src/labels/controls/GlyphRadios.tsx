import React, { useState } from 'react';
import { Pressable, Text, View } from 'react-native';
import MaterialIcon from 'react-native-vector-icons/MaterialIcons';

// Rows that show a radio button's state with an icon: a screen reader meets each as a button, with no state.
export function ChannelType() {
  const [type, setType] = useState('Text');
  return (
    <View>
      {(['Text', 'Voice'] as const).map((kind) => (
        <Pressable key={kind} onPress={() => setType(kind)}>
          <Text>{kind}</Text>
          <MaterialIcon name={`radio-button-${type === kind ? 'on' : 'off'}`} size={28} />
        </Pressable>
      ))}
    </View>
  );
}

// A checkbox drawn the same way, with its role and state: not reported. An icon that does not change is no control.
export function Options({ open }) {
  const [nsfw, setNsfw] = useState(false);
  return (
    <View>
      <Pressable
        accessibilityRole="checkbox"
        accessibilityState={{ checked: nsfw }}
        onPress={() => setNsfw(!nsfw)}
      >
        <Text>Mark as NSFW</Text>
        <MaterialIcon name={nsfw ? 'check-box' : 'check-box-outline-blank'} size={28} />
      </Pressable>
      <Pressable onPress={open}>
        <Text>More options</Text>
        <MaterialIcon name="chevron-right" size={28} />
      </Pressable>
    </View>
  );
}

// The same checkbox without them: reported.
export function Spoiler() {
  const [spoiler, setSpoiler] = useState(false);
  return (
    <Pressable onPress={() => setSpoiler(!spoiler)}>
      <Text>Hide spoilers</Text>
      <MaterialIcon name={spoiler ? 'check-box' : 'check-box-outline-blank'} size={28} />
    </Pressable>
  );
}
