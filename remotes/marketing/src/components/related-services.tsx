import { Link } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import type { RelatedService } from '../content/types';
import { Section } from './section';
import styles from './blocks.module.css';

export interface RelatedServicesProps {
  services: RelatedService[];
  heading?: string;
}

/** The related-service row: each card a title, a description and a link to that service. */
export function RelatedServices({ services, heading = 'Related Services' }: RelatedServicesProps) {
  return (
    <Section heading={heading} tone="alt">
      <ul className={styles.related}>
        {services.map((service) => (
          <li key={service.link}>
            <Link to={service.link} className={styles.relatedLink}>
              <span className={styles.relatedTitle}>
                {service.title}
                <Icon glyph={glyphs.arrow} size={20} />
              </span>
              <span className={styles.relatedText}>{service.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
