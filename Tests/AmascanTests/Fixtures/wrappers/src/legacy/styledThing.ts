// A project's own `styled`: takes a component, returns a function of styles.
export default function styled(Component) {
  return (styles) => Component;
}
