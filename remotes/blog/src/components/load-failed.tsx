import { buttonClass } from '@agency/ui/button';
import styles from './panel.module.css';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** What a blog page shows in place of posts it could not load: the message, announced, and a
 * button that asks again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
