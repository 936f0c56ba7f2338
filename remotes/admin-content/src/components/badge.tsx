import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** What a status means at a glance: done, waiting for the owner, set aside, refused, planned. */
export type BadgeTone = 'success' | 'accent' | 'muted' | 'danger' | 'link';

/** The colour of `tone`, for a status drawn in its own shape. */
export const toneClass = (tone: BadgeTone) => styles[tone];

/** A status in a list (a lead's, a comment's, a post's): its word in a rounded outline. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${toneClass(tone)}`}>{children}</span>;
}
