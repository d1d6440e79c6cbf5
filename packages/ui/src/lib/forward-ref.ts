import * as React from "react";

// React 19 hands a function component its `ref` as an ordinary prop; React 18 holds it back (and logs an error)
// unless the component is wrapped in React's forwardRef.
const refIsAProp = Number.parseInt(React.version, 10) >= 19;

/**
 * React's `forwardRef` where the host's React needs it, for a component written as React 19 wants it: a plain
 * function that takes `ref` as a prop. On React 19 it returns the component itself; on React 18 a `forwardRef`
 * wrapper that puts the ref back among the props. A ref that was not passed stays out of the props, as on 19, so it
 * never replaces one the component sets itself. (Named after React's so that the docs' props tables read the
 * component's defaults through it, as they do through React's.)
 */
function forwardRef<Props extends object>(component: (props: Props) => React.ReactNode): React.FC<Props> {
  // The name the developer tools show: a bundler may rename the function (Button to Button2) so that it does not
  // shadow the constant it is assigned to.
  const displayName = component.name.replace(/\d+$/, "");
  if (refIsAProp) return Object.assign(component, { displayName });
  const forwarded = React.forwardRef<unknown, Props>((props, ref) =>
    component(ref === null ? (props as Props) : { ...(props as Props), ref }),
  );
  forwarded.displayName = displayName;
  return forwarded as unknown as React.FC<Props>;
}

export { forwardRef };
