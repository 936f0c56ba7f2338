import { getSiteConfig, paths, phoneHref, useNewsletterSubscribe } from '@agency/shared-state';
import { NewsletterForm } from '@agency/ui/newsletter-form';
import { LinkItems } from './link-items';
import styles from './layout.module.css';

export const COPYRIGHT_YEAR = 2025;

/** The footer's Company links. */
const COMPANY_LINKS = [
  { to: paths.careers, label: 'Careers' },
  { to: paths.disclaimer, label: 'Disclaimer' },
  { to: paths.termsOfService, label: 'Terms of Service' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
];

export function Footer() {
  const { brandName, contactEmail, contactPhone, contactHours } = getSiteConfig();
  const subscribe = useNewsletterSubscribe();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <NewsletterForm
          tone="inverse"
          heading="Get shop-growth tips in your inbox"
          blurb="One short email a month: local SEO, reviews and web tips for auto repair shops and dealerships."
          onSubscribe={subscribe}
        />
        <div className={styles.footerContact}>
          {/* A heading may not stand inside <address>: it introduces the address instead. */}
          <h2 className={styles.footerHeading}>Talk to {brandName}</h2>
          <address className={styles.footerAddress}>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <a href={phoneHref(contactPhone)}>{contactPhone}</a>
            <span>{contactHours}</span>
          </address>
        </div>
        <nav aria-label="Footer" className={styles.footerLinks}>
          <h2 className={styles.footerHeading}>Company</h2>
          <ul>
            <LinkItems links={COMPANY_LINKS} />
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
