import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './spam-guard.module.css';

/** The two fields the api's spam guard reads (see the api's schemas/inbox.ts). */
export interface SpamSignals {
  /** The hidden field's value: empty when a person sent the form. */
  referenceCode: string;
  /** Milliseconds between the form appearing and its sending: for a form in the server's HTML,
   * from the page's first byte, since a visitor may fill it in before its script runs. */
  fillMs: number;
}

/** When the server's page began to arrive: a form in it was on screen from then on, and a
 * person may have filled it in and sent it before the page was live (docs/early-input.md). */
function serverPageShownAt(): number {
  // Navigation timing is missing outside a browser (jsdom): then from the document's start.
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return Math.round(performance.timeOrigin + (navigation?.responseStart ?? 0));
}

/**
 * A form's spam guard: a field nobody sees (off screen, hidden from screen readers, out of the
 * tab order, never autofilled) that a bot filling every input fills, and the time the form was
 * on screen. Nothing is refused here: the api files a tripped submission under Spam, where the
 * owner can still find it.
 */
export function useSpamGuard(): { trap: ReactNode; signals: () => SpamSignals } {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  // As it was at mount: false while hydrating the server's HTML.
  const mountedLive = useRef(useHydrated());
  useEffect(() => {
    shownAt.current = mountedLive.current ? Date.now() : serverPageShownAt();
  }, []);
  const signals = useCallback(
    () => ({
      referenceCode: input.current?.value ?? '',
      fillMs: shownAt.current === null ? 0 : Math.max(0, Date.now() - shownAt.current),
    }),
    [],
  );
  const trap = (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${id}-reference`}>Reference code (leave empty)</label>
      <input
        ref={input}
        id={`${id}-reference`}
        type="text"
        name="referenceCode"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
  return { trap, signals };
}
