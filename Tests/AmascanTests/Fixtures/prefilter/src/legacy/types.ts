// A type that shares a component's name.
export interface Renamed {
  note: string;
}
