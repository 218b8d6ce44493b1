// Two barrels that re-export each other: asking them for a name neither has must end.
export * from './cycleB';
