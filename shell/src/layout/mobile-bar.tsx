import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  paths,
  selectIsLoggedIn,
  selectIsSuperAdmin,
  useAppSelector,
  useHydrated,
} from 'shared-state';
import { ThemeToggle } from '../theme/theme-toggle';
import { Logo } from './logo';
import styles from './layout.module.css';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.tab} ${isActive ? styles.active : ''}`;

/** Mobile bottom bar: Home, Services, logo, Contact and More; More opens an overlay with
 * About, Portfolio, Tech & Tranquility, Profile or Account, the theme toggle and Close. */
export function MobileBar() {
  const [open, setOpen] = useState(false);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsSuperAdmin);
  const overlayId = useId();
  // Opening the overlay needs the page's script; a click before it runs would be lost.
  const hydrated = useHydrated();
  const moreButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => {
    setOpen(false);
    moreButton.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    dialog.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <nav className={styles.bottomBar} aria-label="Mobile">
        <NavLink to={paths.home} end className={tabClass}>
          Home
        </NavLink>
        <NavLink to={paths.services} className={tabClass}>
          Services
        </NavLink>
        <Logo compact />
        <NavLink to={paths.contact} className={tabClass}>
          Contact
        </NavLink>
        <button
          ref={moreButton}
          type="button"
          className={styles.tab}
          aria-expanded={open}
          aria-controls={overlayId}
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          More
        </button>
      </nav>
      {open && (
        <div
          className={styles.overlay}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div
            id={overlayId}
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-label="More"
            className={styles.overlayPanel}
          >
            <ul>
              <li>
                <Link to={paths.about}>About</Link>
              </li>
              <li>
                <Link to={paths.portfolio}>Portfolio</Link>
              </li>
              <li>
                <Link to={paths.blog}>Tech &amp; Tranquility</Link>
              </li>
              <li>
                {isLoggedIn ? (
                  <Link to={isAdmin ? paths.adminProfile : paths.userProfile}>Profile</Link>
                ) : (
                  <Link to={paths.account}>Account</Link>
                )}
              </li>
              <li>
                <ThemeToggle showLabel />
              </li>
            </ul>
            <button type="button" className={styles.closeButton} onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </>
  );
}
