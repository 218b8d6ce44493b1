// Callbacks and a name for the field.
export function useNamedField(name: string) {
  return { accessibilityLabel: name, onChangeText: (_: string) => {} };
}
