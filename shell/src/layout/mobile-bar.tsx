import { useCallback, useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths, selectIsLoggedIn, selectIsSuperAdmin, useAppSelector } from '@agency/shared-state';
import { ThemeToggle } from '../theme/theme-toggle';
import { LinkItems, siteLinks } from './link-items';
import { Logo } from './logo';
import styles from './layout.module.css';

/** Whether the browser carries out the button's invoker command (`commandfor`) itself. */
const answersCommands = (button: HTMLButtonElement) => 'command' in button;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.tab} ${isActive ? styles.active : ''}`;

/** Mobile bottom bar: Home, Services, logo, Contact and More; More opens a modal dialog (native
 * `<dialog>`) with About, Portfolio, Tech & Tranquility, Profile or Account, the theme toggle and
 * Close.
 *
 * The dialog is in the server's HTML, closed, and More and Close name it with invoker commands
 * (`commandfor` and `command`): the browser opens and closes it itself, before any script has
 * run and while the page starts, in the frame after the tap. A browser without invoker
 * commands gets the same from the click handlers once the page is live (a tap before then is
 * kept and replayed: docs/early-input.md). Whoever opened it, the dialog's own state is the one
 * state: the component keeps none. (No `aria-expanded` on More: a button with a command has its
 * state from the browser, and the HTML checker refuses both together.) */
export function MobileBar() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsSuperAdmin);
  const overlayId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  // showModal(): the browser keeps focus inside (the page behind is inert) and starts it on the
  // first link, Escape closes it. Where the browser knows invoker commands, the button's own
  // command does it, after the click: calling showModal() here too made Chromium warn that a
  // command "attempted to open an already open Dialog".
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    const element = dialog.current;
    if (element && !element.open && !answersCommands(event.currentTarget)) element.showModal();
  };
  const close = () => dialog.current?.close();

  // A link followed from the dialog closes it; the page it opened keeps the focus.
  const shownPath = useRef(pathname);
  const closingForNavigation = useRef(false);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const element = dialog.current;
    if (element?.open) {
      closingForNavigation.current = true;
      element.close();
    }
  }, [pathname]);

  // Every other way out (Escape, Close, a click on the backdrop) returns focus to More.
  const onClosed = useCallback(() => {
    if (closingForNavigation.current) closingForNavigation.current = false;
    else moreButton.current?.focus();
  }, []);

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
          aria-controls={overlayId}
          commandfor={overlayId}
          command="show-modal"
          onClick={show}
        >
          More
        </button>
      </nav>
      <dialog
        id={overlayId}
        ref={dialog}
        aria-label="More"
        className={styles.overlay}
        closedby="any"
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
          <button
            type="button"
            className={styles.closeButton}
            commandfor={overlayId}
            command="close"
            onClick={(event) => answersCommands(event.currentTarget) || close()}
          >
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
