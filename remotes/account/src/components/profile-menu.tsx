import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss, type DismissCause } from 'site-ui/use-dismiss';
import { Avatar } from './avatar';
import styles from './dashboard.module.css';

export interface ProfileMenuProps {
  username: string;
  avatarUrl: string | null;
  onYourProfile: () => void;
  onSignOut: () => void;
}

/** Entries the original menu showed without a page behind them: listed, plainly unavailable. */
const comingSoon = ['Settings', 'Billing & Subscription', 'Advanced Settings'];

/** The dashboard's profile menu (a disclosure list): Your Profile, the three entries not yet
 * available, and Sign out. Closes on an outside click and on Escape. */
export function ProfileMenu({ username, avatarUrl, onYourProfile, onSignOut }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // Escape gives focus back to the button; a press elsewhere leaves it where the visitor put it.
  const dismiss = useCallback((cause: DismissCause) => close(cause === 'escape'), [close]);
  useDismiss(container, open, dismiss);

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={username} src={avatarUrl} size="sm" />
        <span className={styles.menuName}>{username}</span>
        <span className="visually-hidden">(profile menu)</span>
        <svg
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
          className={styles.chevron}
        >
          <path
            d="M2.5 4.5L6 8l3.5-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <ul id={listId} className={styles.menuList}>
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close(false);
                onYourProfile();
              }}
            >
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
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
