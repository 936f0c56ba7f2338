import type { ReactNode } from 'react';
import * as glyphs from './glyphs';
import { Icon } from './icon';
import styles from './notice.module.css';

export type NoticeTone = 'success' | 'error' | 'info';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** A second line in a quieter style, e.g. the server's reason under a fixed message. */
  detail?: string | undefined;
  onDismiss?: () => void;
  className?: string;
}

/** The mark beside the text, so the tone is not told by colour alone. */
const toneGlyphs: Record<NoticeTone, glyphs.Glyph> = {
  success: glyphs.check,
  error: glyphs.alert,
  info: glyphs.info,
};

/** A message block: errors are alerts (read at once), the rest polite status messages. The
 * dismiss button sits outside the live region so it is not read as part of the message. */
export function Notice({ tone, children, detail, onDismiss, className }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]} ${className ?? ''}`}>
      <Icon glyph={toneGlyphs[tone]} size={20} strokeWidth={2.4} className={styles.icon} />
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
