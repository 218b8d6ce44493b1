export * from './cycleA';
