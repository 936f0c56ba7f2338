import { Icon } from '@agency/ui/icon';
import type { Feature } from '../content/types';
import ui from './ui.module.css';
import styles from './cards.module.css';

/** Titled cards with an icon: why-choose-us, core values, a service page's offers. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={ui.grid3} role="list">
      {features.map((feature) => (
        <li key={feature.title}>
          <article className={styles.featureCard}>
            <span className={styles.iconBadge}>
              <Icon glyph={feature.icon} size={26} />
            </span>
            <div>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
