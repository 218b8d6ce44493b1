import React, { useMemo, useState } from 'react';
import { Switch, Text, View } from 'react-native';

declare function useTheme(): { colors: { on: string; off: string } };

// A row that draws the control it is given beside its title: nothing ties the title to the control.
const Row = ({ title, trailing }) => (
  <View>
    <Text>{title}</Text>
    {trailing}
  </View>
);

// The switch's colours come from a hook of this very file, which never spells a naming prop: reported.
export function MuteRow({ title }) {
  const [muted, setMuted] = useState(false);
  const switchColors = useSwitchColors();
  return <Row title={title} trailing={<Switch {...switchColors} value={muted} onValueChange={setMuted} />} />;
}

const useSwitchColors = () => {
  const { colors } = useTheme();
  return useMemo(() => ({ thumbColor: colors.on, trackColor: { false: colors.off, true: colors.on } }), [colors]);
};
