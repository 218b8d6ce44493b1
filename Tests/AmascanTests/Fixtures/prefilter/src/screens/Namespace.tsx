import React from 'react';
import * as UI from '../ui';

export function Namespace() {
  return <UI.Renamed placeholder="Zip" />;
}
