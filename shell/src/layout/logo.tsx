import { Link } from 'react-router';
import { getSiteConfig, paths } from '@agency/shared-state';
import styles from './layout.module.css';

/** Text-and-SVG logo; the name comes from the one brand setting. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { brandName } = getSiteConfig();
  return (
    <Link to={paths.home} className={styles.logo} aria-label={`${brandName} home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect
          x="0.5"
          y="0.5"
          width="31"
          height="31"
          rx="8"
          fill="#0f2a4a"
          stroke="rgb(255 255 255 / 0.3)"
        />
        <path
          d="M7 22 16 8.5 25 22"
          fill="none"
          stroke="#fb923c"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="22" r="2.4" fill="#fff" />
      </svg>
      {!compact && <span className={styles.logoText}>{brandName}</span>}
    </Link>
  );
}
