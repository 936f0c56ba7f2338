import { NavLink } from 'react-router';
import { paths, selectIsLoggedIn, useAppSelector } from '@agency/shared-state';
import { ThemeToggle } from '../theme/theme-toggle';
import { LinkItems, siteLinks } from './link-items';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { useHiddenOnScrollDown } from './use-scroll-direction';
import styles from './layout.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.navLink} ${isActive ? styles.active : ''}`;

/** Desktop top bar: Home, About, Services, Portfolio, logo, Contact, Tech & Tranquility, theme
 * toggle, then Profile (logged in) or Account. Hides on scroll down, returns on scroll up. */
export function Header() {
  const hidden = useHiddenOnScrollDown();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header
      className={`${styles.header} ${hidden ? styles.headerHidden : ''}`}
      data-hidden={hidden}
    >
      <nav className={styles.topNav} aria-label="Main">
        <ul className={styles.navGroup}>
          <LinkItems
            links={[siteLinks.home, siteLinks.about, siteLinks.services, siteLinks.portfolio]}
            navClass={navClass}
          />
        </ul>
        <Logo />
        <ul className={styles.navGroup}>
          <LinkItems links={[siteLinks.contact, siteLinks.blog]} navClass={navClass} />
          <li>
            <ThemeToggle />
          </li>
          <li>
            {isLoggedIn ? (
              <ProfileMenu />
            ) : (
              <NavLink to={paths.account} className={navClass}>
                Account
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
