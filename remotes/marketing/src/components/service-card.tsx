import { Link } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import type { ServiceCard as ServiceCardData } from '../content/types';
import { Illustration } from './illustration';
import ui from './ui.module.css';
import styles from './cards.module.css';

/** A service: icon, title, description and one link that covers the card. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  const label = service.linkLabel ?? 'Learn More';
  return (
    <article className={`${styles.card} ${styles.interactive}`}>
      <div className={styles.cardArt}>
        <Illustration name={service.art} label={`Illustration for ${service.title}`} width={240} />
      </div>
      <h3 className={styles.title}>{service.title}</h3>
      <p className={styles.text}>{service.description}</p>
      <p className={styles.more}>
        <Link to={service.link} className={`${ui.textLink} ${styles.stretched}`}>
          {label}
          <span className="visually-hidden">
            {label === 'Learn More' ? ` about ${service.title}` : ''}
          </span>
          <Icon glyph={glyphs.arrow} size={18} />
        </Link>
      </p>
    </article>
  );
}

export function ServiceGrid({ services }: { services: ServiceCardData[] }) {
  return (
    <ul className={services.length % 3 === 0 ? ui.grid3 : ui.grid4} role="list">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
