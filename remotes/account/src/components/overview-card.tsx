import type { Ref } from 'react';
import type { UserProfile } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Notice } from '@agency/ui/notice';
import { Avatar } from './avatar';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import styles from './dashboard.module.css';

export interface OverviewCardProps {
  profile: UserProfile;
  avatarUrl: string | null;
  editing: boolean;
  onToggleEdit: () => void;
  /** Set after a save: the server's confirmation ('Profile updated.' or a re-verify note). */
  saved: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  form: Omit<ProfileFormProps, 'profile'>;
}

/** Welcome text, username and role, with the Edit Profile / Cancel toggle and its form. */
export function OverviewCard({
  profile,
  avatarUrl,
  editing,
  onToggleEdit,
  saved,
  headingRef,
  form,
}: OverviewCardProps) {
  return (
    <section className={`${styles.card} ${styles.overview}`} aria-labelledby="overview-title">
      <div className={styles.overviewTop}>
        <Avatar name={profile.username} src={avatarUrl} size="lg" />
        <h2 id="overview-title" className={styles.overviewTitle} ref={headingRef} tabIndex={-1}>
          Welcome back, {profile.username}!
        </h2>
        <div className={styles.overviewText}>
          <p className={styles.muted}>
            Here is how your shop is doing, and everything you have shared with us.
          </p>
          <dl className={styles.identity}>
            <div>
              <dt>Username</dt>
              <dd>{profile.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>
                <span className={styles.role}>{profile.role}</span>
              </dd>
            </div>
          </dl>
        </div>
        <button
          type="button"
          className={`${buttonClass('secondary')} ${styles.editToggle}`}
          aria-expanded={editing}
          onClick={onToggleEdit}
        >
          {editing ? 'Cancel' : 'Edit Profile'}
        </button>
      </div>
      {saved && !editing && <Notice tone="success">{saved}</Notice>}
      {editing && <ProfileForm profile={profile} {...form} />}
    </section>
  );
}
