import type { CSSProperties } from 'react';
import type { Package, PackageGroup } from '../content/types';
import { Link, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import ui from './ui.module.css';
import styles from './package-card.module.css';

type HeadingLevel = 3 | 4;

/** Where a package's button leads: the contact form, told which package the visitor chose. */
export function packageContactLink(pkg: Package): string {
  return `${paths.contact}?interest=${encodeURIComponent(pkg.name)}`;
}

export interface PackageCardProps {
  pkg: Package;
  headingLevel?: HeadingLevel;
  /** Other cards of the grid show a scope: keep its row. */
  withScopeRow?: boolean;
}

/** One package: name, price word for word as the agency quotes it, maintenance, inclusions. */
export function PackageCard({ pkg, headingLevel = 3, withScopeRow = false }: PackageCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `package-${pkg.id}`;
  return (
    <article
      className={`${styles.card} ${pkg.featured ? styles.featured : ''}`}
      aria-labelledby={headingId}
    >
      {pkg.featured && <span className={styles.badge}>Most popular</span>}
      <Heading id={headingId} className={styles.name}>
        {pkg.name}
      </Heading>
      <p className={styles.price}>
        <PriceLine price={pkg.price} />
        {pkg.priceNote && <span className={styles.note}>{pkg.priceNote}</span>}
        {pkg.maintenance && <span className={styles.note}>{maintenanceText(pkg.maintenance)}</span>}
      </p>
      {pkg.scope ? (
        <ul className={styles.facts} aria-label="Scope">
          <li>{pkg.scope}</li>
        </ul>
      ) : (
        // Holds the scope row of the grid, so the cards of a row line up their parts.
        withScopeRow && <span aria-hidden="true" />
      )}
      <p className={styles.summary}>{pkg.summary}</p>
      <ul className={ui.checkList} aria-label={`${pkg.name} includes`}>
        {pkg.inclusions.map((item) => (
          <li key={item}>
            <Icon glyph={glyphs.check} size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className={styles.cta}>
        <Link
          to={packageContactLink(pkg)}
          className={buttonClass(pkg.featured ? 'primary' : 'secondary', 'large')}
        >
          Get Started<span className="visually-hidden"> with {pkg.name}</span>
        </Link>
      </p>
    </article>
  );
}

/** The figure of a price ("$63/month") large, its qualifier ("over 24 months", "starting at")
 * small beside it: the quoted wording stays whole and one line fits a card at desktop width. */
export function splitPrice(price: string): { before: string; amount: string; after: string } {
  const match = /^(.*?)(\$[\d,]+(?:\.\d+)?(?:\/[a-z]+)?)(.*)$/i.exec(price);
  if (!match) return { before: '', amount: price, after: '' };
  return { before: match[1]!, amount: match[2]!, after: match[3]! };
}

function PriceLine({ price }: { price: string }) {
  const { before, amount, after } = splitPrice(price);
  return (
    <span className={styles.priceLine} data-price="">
      {before && <span className={styles.qualifier}>{before}</span>}
      <span className={styles.amount}>{amount}</span>
      {after && <span className={styles.qualifier}>{after}</span>}
    </span>
  );
}

/** '$25/month' reads "+ $25/month maintenance"; 'then $50/month' reads "then $50/month maintenance". */
function maintenanceText(maintenance: string): string {
  return maintenance.startsWith('then')
    ? `${maintenance} maintenance`
    : `+ ${maintenance} maintenance`;
}

export interface PackageGridProps {
  packages: Package[];
  headingLevel?: HeadingLevel;
  label: string;
}

/** Name, price, (scope), summary, inclusions and button: the rows each card spans. */
const CARD_ROWS = 5;

export function PackageGrid({ packages, headingLevel = 3, label }: PackageGridProps) {
  const withScopeRow = packages.some((pkg) => pkg.scope);
  const rows = { '--rows': CARD_ROWS + (withScopeRow ? 1 : 0) } as CSSProperties;
  return (
    <ul className={styles.grid} aria-label={label} style={rows}>
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} headingLevel={headingLevel} withScopeRow={withScopeRow} />
        </li>
      ))}
    </ul>
  );
}

/** A titled group of packages inside a section (its title is an h3, cards h4). */
export function PackageGroupBlock({ group }: { group: PackageGroup }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{group.title}</h3>
      <p className={styles.groupIntro}>{group.intro}</p>
      <PackageGrid packages={group.packages} headingLevel={4} label={group.title} />
      {group.footnote && <p className={styles.footnote}>{group.footnote}</p>}
    </div>
  );
}
