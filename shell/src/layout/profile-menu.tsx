import { Link } from 'react-router';
import { paths, selectIsSuperAdmin, useAppSelector, useSignOut } from '@agency/shared-state';
import { DisclosureMenu } from '@agency/ui/disclosure-menu';
import styles from './layout.module.css';

/** The logged-in Profile dropdown: View Profile and Logout (@agency/ui's disclosure: Escape and
 * a press outside close it). */
export function ProfileMenu() {
  const isAdmin = useAppSelector(selectIsSuperAdmin);
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
