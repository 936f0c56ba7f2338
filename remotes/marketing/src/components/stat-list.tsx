import type { CSSProperties } from 'react';
import type { Stat } from '../content/types';
import styles from './blocks.module.css';

/** Result figures (spec section 9 claims), each with its label and context. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul
      className={styles.stats}
      aria-label={label}
      style={{ '--count': Math.min(stats.length, 4) } as CSSProperties}
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
