import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  /** The page's one h1. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Shown beside the card on wide screens: the sign-in screen's BrandPanel, which only that
   * page loads. */
  panel?: ReactNode;
}

/** The frame of the sign-in, verification and password screens: a focused card, optionally
 * beside a panel saying what an account is for. */
export function AuthLayout({ title, intro, children, panel }: AuthLayoutProps) {
  return (
    <div className={`${styles.wrap} ${panel ? styles.withPanel : ''}`}>
      {panel}
      <section className={styles.card} aria-labelledby="auth-title">
        <header className={styles.header}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}
