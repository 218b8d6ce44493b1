export const format = (value: string) => value.trim();
export default function noop() {}
