import type { ReactNode } from 'react';
import { Link } from '@agency/shared-state';
import { buttonClass, type ButtonVariant } from '@agency/ui/button';
import type { ArtName } from '../content/art';
import { Illustration } from './illustration';
import ui from './ui.module.css';
import styles from './hero.module.css';

/** A call to action: a route, or `#id` for a section of the same page. */
export interface HeroLink {
  label: string;
  to: string;
}

function HeroAction({ link, variant }: { link: HeroLink; variant: ButtonVariant }) {
  const className = buttonClass(variant, 'large');
  // A section of this page is a plain anchor: the router would treat it as a navigation.
  return link.to.startsWith('#') ? (
    <a href={link.to} className={className}>
      {link.label}
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {link.label}
    </Link>
  );
}

export interface HeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** The main call to action, and a second one beside it. */
  primary?: HeroLink;
  secondary?: HeroLink;
  /** Anything else under the lead (instead of the two calls to action). */
  actions?: ReactNode;
  art?: { name: ArtName; label: string };
  /** Smaller type for legal and utility pages. */
  compact?: boolean;
}

/** The top of every page: its one h1, a lead, calls to action and an illustration. */
export function Hero({
  title,
  eyebrow,
  lead,
  primary,
  secondary,
  actions,
  art,
  compact = false,
}: HeroProps) {
  return (
    <section
      className={`${styles.hero} ${compact ? styles.compact : ''}`}
      aria-labelledby="page-title"
    >
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {(primary || actions) && (
            <div className={ui.actions}>
              {primary && <HeroAction link={primary} variant="primary" />}
              {secondary && <HeroAction link={secondary} variant="onBrand" />}
              {actions}
            </div>
          )}
        </div>
        {art && (
          <div className={styles.art}>
            <Illustration name={art.name} label={art.label} />
          </div>
        )}
      </div>
    </section>
  );
}
