import { NavLink } from 'react-router';
import { paths, selectIsLoggedIn, useAppSelector } from '@agency/shared-state';
import { ThemeToggle } from '../theme/theme-toggle';
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
          <li>
            <NavLink to={paths.home} end className={navClass}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.about} className={navClass}>
              About
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.services} className={navClass}>
              Services
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.portfolio} className={navClass}>
              Portfolio
            </NavLink>
          </li>
        </ul>
        <Logo />
        <ul className={styles.navGroup}>
          <li>
            <NavLink to={paths.contact} className={navClass}>
              Contact
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.blog} className={navClass}>
              Tech &amp; Tranquility
            </NavLink>
          </li>
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
