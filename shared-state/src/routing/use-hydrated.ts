import { useEffect, useSyncExternalStore, type RefObject } from 'react';

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

/** Text typed into a server-rendered field before the page hydrated lives only in the DOM; this
 * hands it to the component's state once, after hydration, so nothing typed is lost. */
export function useAdoptTypedValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) setValue(typed);
    // Only the value present at hydration matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
