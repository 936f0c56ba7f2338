import { Link } from 'react-router';
import { getSiteConfig, NewsletterForm, paths } from 'shared-state';
import styles from './layout.module.css';

export const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const { brandName } = getSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <NewsletterForm
          tone="inverse"
          heading="Get shop-growth tips in your inbox"
          blurb="One short email a month: local SEO, reviews and web tips for auto repair shops and dealerships."
        />
        <nav aria-label="Footer" className={styles.footerLinks}>
          <Link to={paths.careers}>Careers</Link>
          <Link to={paths.disclaimer}>Disclaimer</Link>
          <Link to={paths.termsOfService}>Terms of Service</Link>
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
        </nav>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
