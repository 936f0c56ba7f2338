import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** What a status means at a glance: done, waiting for the owner, set aside, refused, planned. */
export type BadgeTone = 'success' | 'accent' | 'muted' | 'danger' | 'link';

/** A status in a list (a lead's, a comment's, a post's): its word in a rounded outline. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
