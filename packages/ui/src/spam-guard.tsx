import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './spam-guard.module.css';

/** The two fields the api's spam guard reads (see the api's schemas/inbox.ts). */
export interface SpamSignals {
  /** The hidden field's value: empty when a person sent the form. */
  referenceCode: string;
  /** Milliseconds between the form appearing (its script running) and its sending. */
  fillMs: number;
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
  useEffect(() => {
    shownAt.current = Date.now();
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
