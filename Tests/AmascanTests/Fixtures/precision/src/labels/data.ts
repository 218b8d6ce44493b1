export const withDatabase = (component) => component;
export const withObservables = (keys, fn) => (component) => component;
