import { Link } from 'react-router';
import {
  paths,
  selectIsStaff,
  selectIsSuperAdmin,
  useAppSelector,
  useSignOut,
} from '@agency/shared-state';
import { DisclosureMenu } from '@agency/ui/disclosure-menu';
import styles from './layout.module.css';

/** The logged-in Profile dropdown: View Profile, the Content Library for an Editor or an Author
 * (the SuperAdmin reaches it from their profile), and Logout (@agency/ui's disclosure: Escape and
 * a press outside close it). */
export function ProfileMenu() {
  const isAdmin = useAppSelector(selectIsSuperAdmin);
  const isStaff = useAppSelector(selectIsStaff);
  const signOut = useSignOut();

  return (
    <DisclosureMenu
      className={styles.dropdown}
      buttonClassName={styles.navLink}
      listClassName={styles.dropdownMenu}
      label={
        <>
          Profile <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(close) => (
        <>
          <li>
            <Link to={isAdmin ? paths.adminProfile : paths.userProfile} onClick={close}>
              View Profile
            </Link>
          </li>
          {isStaff && !isAdmin ? (
            <li>
              <Link to={paths.contentLibrary} onClick={close}>
                Content Library
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Logout
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
