import { useEffect, useRef, type ReactNode } from 'react';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import styles from './form.module.css';

/** Replaces a form once it has been sent; takes focus so the confirmation is read at once. */
export function ThankYou({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className={styles.thanks} role="status" tabIndex={-1}>
      <Icon glyph={glyphs.check} size={32} className={styles.thanksIcon} />
      <p>{message}</p>
      {children}
    </div>
  );
}
