export const withDatabase = (component) => component;
export const withObservables = (keys, fn) => (component) => component;
export const compose = (...hocs) => (component) => component;
export const handleTextInput = (component) => component;
export const withA11yLabel = (component) => component;
export const makeStyles = (theme) => ({ hidden: { opacity: theme.dim ? 0.2 : 1 } });
