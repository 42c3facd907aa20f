import * as React from 'react';

let hydrated = false;

/**
 * False during the server render and the first (hydrating) browser render, true after.
 * Entrance animations start only when this is true, so the static HTML never hides
 * content behind `opacity: 0` for visitors without JavaScript, and the first paint is final.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = React.useState(hydrated);
  React.useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
