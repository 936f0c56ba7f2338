import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

const toneClass = {
  plain: '',
  alt: styles.sectionAlt,
  brand: styles.sectionBrand,
  accent: styles.bandAccent,
} as const;

export interface SectionProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** 'brand' and 'accent': a full-bleed band in that colour, for a section that carries a key
   * result or statement. */
  tone?: 'plain' | 'alt' | 'brand' | 'accent';
  centered?: boolean;
  id?: string;
  children?: ReactNode;
}

/** A page section with its h2; the page's hero holds the one h1. */
export function Section({
  heading,
  eyebrow,
  intro,
  tone = 'plain',
  centered = false,
  id,
  children,
}: SectionProps) {
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${toneClass[tone]}`}>
      <div className={styles.container}>
        <header
          className={`${styles.sectionHeader} ${centered ? styles.sectionHeaderCentered : ''}`}
        >
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.h2}>
            {heading}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
