import ui from './ui.module.css';
import styles from './quote.module.css';

export interface QuoteProps {
  text: string;
  /** Who said it, and their role. */
  by: string;
  /** 'pull': a card beside a story; 'band': a full-bleed accent band, edge to edge. */
  variant?: 'pull' | 'band';
}

/** A quotation from the site's own copy (never a made-up testimonial), as a figure with its
 * speaker, so a screen reader hears a quote and who said it. */
export function Quote({ text, by, variant = 'pull' }: QuoteProps) {
  const figure = (
    <figure className={variant === 'band' ? styles.band : styles.pull}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>{by}</figcaption>
    </figure>
  );
  if (variant === 'pull') return figure;
  return (
    <div className={`${ui.bandAccent} ${styles.bleed}`}>
      <div className={ui.container}>{figure}</div>
    </div>
  );
}
