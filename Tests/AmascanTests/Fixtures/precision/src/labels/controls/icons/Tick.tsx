import React from 'react';
import Svg, { Path } from 'react-native-svg';

export default function Tick({ color = '#000' }) {
  return (
    <Svg fill="none" height={20} viewBox="0 0 20 22" width={20}>
      <Path d="M2.8 13.5l3.714 3.713 10.421-10.42" stroke={color} strokeWidth="3" />
    </Svg>
  );
}
