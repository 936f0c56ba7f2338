import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths, selectIsSuperAdmin, useAppSelector, useSignOut } from 'shared-state';
import { useDismiss } from 'site-ui/use-dismiss';
import styles from './layout.module.css';

/** The logged-in Profile dropdown: View Profile and Logout; closes on an outside click and on
 * Escape (focus returns to the button). */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isAdmin = useAppSelector(selectIsSuperAdmin);
  const signOut = useSignOut();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(container, open, close);

  return (
    <div className={styles.dropdown} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Profile <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.dropdownMenu}>
          <li>
            <Link
              to={isAdmin ? paths.adminProfile : paths.userProfile}
              onClick={() => setOpen(false)}
            >
              View Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
