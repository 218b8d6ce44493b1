import React from 'react';
import { Box, Toggle } from './styled';

// Names only the alias of a Switch: its words name no form field.
export function Settings({ on, set }: { on: boolean; set: (v: boolean) => void }) {
  return (
    <Box>
      <Toggle value={on} onValueChange={set} />
      <Toggle value={on} onValueChange={set} accessibilityLabel="Notifications" />
    </Box>
  );
}
