import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** False on the server and during hydration, true once the page's script has taken over: for
 * controls that only work with script (a submit that calls the api), so a click before then is
 * not a native form submission that reloads the page and loses what was typed. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
