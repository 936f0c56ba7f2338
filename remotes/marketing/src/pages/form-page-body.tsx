import type { ReactNode } from 'react';
import ui from '../components/ui.module.css';
import styles from './page.module.css';

/** The body of a page built around one form (contact, job application): the form in a card
 * under its heading and a note, and beside it the page's `aside` (which labels itself). */
export function FormPageBody({
  headingId,
  heading,
  note,
  children,
  aside,
}: {
  headingId: string;
  heading: ReactNode;
  note: string;
  /** The form. */
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className={ui.section}>
      <div className={ui.container}>
        <div className={styles.contactLayout}>
          <section className={styles.formCard} aria-labelledby={headingId}>
            <h2 id={headingId}>{heading}</h2>
            <p>{note}</p>
            {children}
          </section>
          {aside}
        </div>
      </div>
    </div>
  );
}
