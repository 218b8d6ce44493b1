export function focusField(field: { focus(): void } | null) {
  field?.focus();
}
