import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths, selectIsLoggedIn, selectIsSuperAdmin, useAppSelector } from '@agency/shared-state';
import { ThemeToggle } from '../theme/theme-toggle';
import { LinkItems, siteLinks } from './link-items';
import { Logo } from './logo';
import styles from './layout.module.css';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.tab} ${isActive ? styles.active : ''}`;

/** Mobile bottom bar: Home, Services, logo, Contact and More; More opens a modal dialog (native
 * `<dialog>`) with About, Portfolio, Tech & Tranquility, Profile or Account, the theme toggle and
 * Close. */
export function MobileBar() {
  const [open, setOpen] = useState(false);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsSuperAdmin);
  const overlayId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  // showModal(): the browser keeps focus inside (the page behind is inert), Escape closes it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // Every way out (Escape, Close, a click on the backdrop) closes the dialog; its close event
  // returns focus to More.
  const onClosed = useCallback(() => {
    setOpen(false);
    moreButton.current?.focus();
  }, []);
  const close = () => dialog.current?.close();

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
          onClick={() => setOpen(true)}
        >
          More
        </button>
      </nav>
      {open && (
        <dialog
          id={overlayId}
          ref={dialog}
          aria-label="More"
          className={styles.overlay}
          onClose={onClosed}
          // The backdrop belongs to the dialog element itself; the panel inside covers the rest.
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className={styles.overlayPanel}>
            <ul>
              <LinkItems links={[siteLinks.about, siteLinks.portfolio, siteLinks.blog]} />
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
        </dialog>
      )}
    </>
  );
}
