import { useMemo, useState } from 'react';

// The text of an uncontrolled input and the callbacks that keep it: no naming prop anywhere in this file.
export default function useTextState(initial: { value: string }) {
  const [state, setState] = useState(initial);
  const callbacks = useMemo(() => ({ onChangeText: (value: string) => setState({ value }) }), []);
  return [state, callbacks] as const;
}
