export function useStore<T>(select: (state: { setTicker: (ticker: string) => void }) => T): T {
  return select({ setTicker: () => {} });
}
