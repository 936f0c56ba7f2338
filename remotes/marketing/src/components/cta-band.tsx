import { useId, type ReactNode } from 'react';
import { Link } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import ui from './ui.module.css';
import styles from './blocks.module.css';

export interface CtaBandProps {
  title: string;
  text: ReactNode;
  button: string;
  to: string;
  /** A second, quieter link beside the button. */
  secondary?: { label: string; to: string };
}

/** The closing call to action of a page (most lead to /contact). */
export function CtaBand({ title, text, button, to, secondary }: CtaBandProps) {
  const id = useId();
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className={ui.container}>
        <div className={styles.bandInner}>
          <div>
            <h2 id={id} className={styles.bandTitle}>
              {title}
            </h2>
            <p className={styles.bandText}>{text}</p>
          </div>
          <div className={ui.actions}>
            <Link to={to} className={buttonClass('primary', 'large')}>
              {button}
            </Link>
            {secondary && (
              <Link to={secondary.to} className={buttonClass('onBrand', 'large')}>
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
