import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'success' | 'error' | 'info';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** A second line in a quieter style, e.g. the server's reason under a spec message. */
  detail?: string | undefined;
  onDismiss?: () => void;
  className?: string;
}

const icons: Record<NoticeTone, ReactNode> = {
  success: (
    <path
      d="M4 10.5l4 4 8-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  error: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M10 5.5v5.5M10 13.8v.2"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9v5M10 6v.2" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
};

/** A message block: errors are alerts (read at once), the rest polite status messages. The
 * dismiss button sits outside the live region so it is not read as part of the message. */
export function Notice({ tone, children, detail, onDismiss, className }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]} ${className ?? ''}`}>
      <svg
        className={styles.icon}
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        {icons[tone]}
      </svg>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p>{children}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label="Dismiss message"
        >
          ×
        </button>
      )}
    </div>
  );
}
