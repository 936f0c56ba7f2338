import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** False on the server and during hydration, true once the page's script has taken over: for
 * what a page renders or fetches differently once live. Never for `disabled`: a disabled
 * control drops the press made while the page starts, which the shell otherwise keeps and
 * answers (docs/early-input.md). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
