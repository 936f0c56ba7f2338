import type { FaqItem } from '../content/types';
import styles from './blocks.module.css';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
