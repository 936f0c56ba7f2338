import type { ReactNode } from 'react';
import type { ArtName } from '../content/art';
import { Illustration } from './illustration';
import ui from './ui.module.css';
import styles from './hero.module.css';

export interface HeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: { name: ArtName; label: string };
  /** Smaller type for legal and utility pages. */
  compact?: boolean;
}

/** The top of every page: its one h1, a lead, calls to action and an illustration. */
export function Hero({ title, eyebrow, lead, actions, art, compact = false }: HeroProps) {
  return (
    <section
      className={`${styles.hero} ${compact ? styles.compact : ''}`}
      aria-labelledby="page-title"
    >
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={ui.actions}>{actions}</div>}
        </div>
        {art && (
          <div className={styles.art}>
            <Illustration name={art.name} label={art.label} />
          </div>
        )}
      </div>
    </section>
  );
}
