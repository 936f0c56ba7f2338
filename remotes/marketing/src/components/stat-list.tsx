import type { CSSProperties } from 'react';
import type { Stat } from '../content/types';
import styles from './blocks.module.css';

/** Result figures (the agency's published claims), each with its label and context. */
export interface StatListProps {
  stats: Stat[];
  label: string;
  /** One figure under another, for a list beside text. */
  stacked?: boolean;
}

export function StatList({ stats, label, stacked = false }: StatListProps) {
  return (
    <ul
      className={styles.stats}
      aria-label={label}
      style={{ '--count': stacked ? 1 : Math.min(stats.length, 4) } as CSSProperties}
    >
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.statValue}>{stat.value}</span>
          <span className={styles.statLabel}>{stat.label}</span>
          {stat.detail && <span className={styles.statDetail}>{stat.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
