import type { ReactNode } from 'react';
import { buttonClass } from '@agency/ui/button';
import styles from './auth-pages.module.css';

/** The failed state of a one-field auth form: the error notice and a "Try again" button that
 * brings the form back (the caller then focuses its field). `more` adds actions beside the
 * button, which then sit in one action row. */
export function RetryResult({
  notice,
  onRetry,
  more,
}: {
  notice: ReactNode;
  onRetry: () => void;
  more?: ReactNode;
}) {
  const retry = (
    <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
      Try again
    </button>
  );
  return (
    <div className={styles.result}>
      {notice}
      {more ? (
        <div className={styles.actions}>
          {retry}
          {more}
        </div>
      ) : (
        retry
      )}
    </div>
  );
}
