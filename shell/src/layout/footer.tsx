import { Link } from 'react-router';
import { getSiteConfig, paths, phoneHref, useNewsletterSubscribe } from '@agency/shared-state';
import { NewsletterForm } from '@agency/ui/newsletter-form';
import styles from './layout.module.css';

export const COPYRIGHT_YEAR = 2025;

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
            <li>
              <Link to={paths.careers}>Careers</Link>
            </li>
            <li>
              <Link to={paths.disclaimer}>Disclaimer</Link>
            </li>
            <li>
              <Link to={paths.termsOfService}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
