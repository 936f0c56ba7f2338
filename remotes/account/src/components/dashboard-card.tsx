import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

interface DashboardCardProps {
  /** The card's heading, and the id that names the card by it. */
  title: ReactNode;
  titleId: string;
  /** The card's look: the plain card unless given (the call to action's brand card). */
  className?: string;
  children: ReactNode;
}

/** A card of the profile dashboard, named by its heading. */
export function DashboardCard({
  title,
  titleId,
  className = styles.card,
  children,
}: DashboardCardProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
