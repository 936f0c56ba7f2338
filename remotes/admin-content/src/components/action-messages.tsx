import type { ReactNode } from 'react';
import styles from './action-messages.module.css';

interface ActionMessagesProps {
  /** What the last action did (and maybe its Undo): said politely, hidden while empty. */
  notice: ReactNode;
  /** What the last action could not do, said at once. */
  error: string | null;
  /** Straight on a page, with a gap below each line; without it, the container spaces them. */
  spaced?: boolean;
}

/** The outcome of the last change made on a screen: a status line, and an alert when it failed. */
export function ActionMessages({ notice, error, spaced }: ActionMessagesProps) {
  const space = spaced ? ` ${styles.spaced}` : '';
  return (
    <>
      <div role="status" className={`${styles.notice}${space}`}>
        {notice}
      </div>
      {error ? (
        <p role="alert" className={`${styles.error}${space}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
