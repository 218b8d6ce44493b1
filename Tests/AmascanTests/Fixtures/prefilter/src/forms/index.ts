// A barrel of a barrel: its importers are reached a round after it.
export { Renamed as Input } from '../ui';
