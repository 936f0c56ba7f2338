import { DisclosureMenu } from '@agency/ui/disclosure-menu';
import { Drawing } from '@agency/ui/icon';
import { Avatar } from './avatar';
import styles from './profile-menu.module.css';

export interface ProfileMenuProps {
  username: string;
  avatarUrl: string | null;
  onYourProfile: () => void;
  onSignOut: () => void;
}

/** Entries the original menu showed without a page behind them: listed, plainly unavailable. */
const comingSoon = ['Settings', 'Billing & Subscription', 'Advanced Settings'];

/** The dashboard's profile menu (@agency/ui's disclosure: Escape and a press outside close it):
 * Your Profile, the three entries not yet available, and Sign out. */
export function ProfileMenu({ username, avatarUrl, onYourProfile, onSignOut }: ProfileMenuProps) {
  return (
    <DisclosureMenu
      className={styles.menu}
      buttonClassName={styles.menuButton}
      listClassName={styles.menuList}
      label={
        <>
          <Avatar name={username} src={avatarUrl} size="sm" />
          <span className={styles.menuName}>{username}</span>
          <span className="visually-hidden">(profile menu)</span>
          <Drawing width={12} height={12} className={styles.chevron}>
            <path
              d="M2.5 4.5L6 8l3.5-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </Drawing>
        </>
      }
    >
      {(close) => {
        /** A menu choice closes the menu before it acts. */
        const closeThen = (act: () => void) => () => {
          close();
          act();
        };
        return (
          <>
            <li>
              <button type="button" className={styles.menuItem} onClick={closeThen(onYourProfile)}>
                Your Profile
              </button>
            </li>
            {comingSoon.map((label) => (
              <li key={label}>
                <span className={`${styles.menuItem} ${styles.menuItemDisabled}`}>
                  {label}
                  <span className={styles.soon}>Coming soon</span>
                </span>
              </li>
            ))}
            <li className={styles.menuSeparator}>
              <button type="button" className={styles.menuItem} onClick={closeThen(onSignOut)}>
                Sign out
              </button>
            </li>
          </>
        );
      }}
    </DisclosureMenu>
  );
}
