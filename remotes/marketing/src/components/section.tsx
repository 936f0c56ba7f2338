import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface SectionProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** 'brand': a full-bleed band on the brand colour, for a section that carries a key result. */
  tone?: 'plain' | 'alt' | 'brand';
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
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${tone === 'alt' ? styles.sectionAlt : tone === 'brand' ? styles.sectionBrand : ''}`}
    >
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
