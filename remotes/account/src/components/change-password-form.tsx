import { useId, useState, type FormEvent } from 'react';
import { errorStatus } from '@agency/shared-state';
import { AuthField } from './auth-field';
import { Notice } from '@agency/ui/notice';
import { buttonClass } from '@agency/ui/button';
import { SubmitButton } from '@agency/ui/submit-button';
import { useAccountChangePasswordMutation } from '../api';
import { messages } from '../content/messages';
import { serverDetail } from '../errors';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

export interface ChangePasswordFormProps {
  username: string;
  /** The server no longer accepts the session (401). */
  onUnauthorized: () => void;
}

/** Old Password and New Password. On success: a browser alert, cleared fields and a
 * note that stays on the page. The api keeps this session and signs out the others, so the
 * user stays logged in here. */
export function ChangePasswordForm({ username, onUnauthorized }: ChangePasswordFormProps) {
  const id = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'error';
    detail: string | undefined;
  } | null>(null);
  const [change, { isLoading }] = useAccountChangePasswordMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    const reply = await change({ oldPassword, newPassword });
    if ('error' in reply) {
      if (errorStatus(reply.error) === 401) {
        onUnauthorized();
        return;
      }
      setOutcome({ tone: 'error', detail: serverDetail(reply.error) });
      return;
    }
    window.alert(messages.passwordChanged);
    setOldPassword('');
    setNewPassword('');
    setOutcome({
      tone: 'success',
      detail: 'Any other devices signed in to your account have been signed out.',
    });
  }

  return (
    <DashboardCard title="Change Password" titleId={`${id}-title`}>
      <form
        className={styles.stack}
        // Without script the browser would send the passwords in the address of a GET.
        method="post"
        onSubmit={onSubmit}
        aria-describedby={outcome ? `${id}-outcome` : undefined}
      >
        {/* Lets password managers tie the new password to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <AuthField
          kind="currentPassword"
          label="Old Password"
          name="oldPassword"
          value={oldPassword}
          onChange={setOldPassword}
          disabled={isLoading}
        />
        <AuthField
          kind="newPassword"
          label="New Password"
          name="newPassword"
          value={newPassword}
          onChange={setNewPassword}
          disabled={isLoading}
          hint="At least 8 characters."
        />
        {outcome && (
          <div id={`${id}-outcome`}>
            <Notice tone={outcome.tone} detail={outcome.detail}>
              {outcome.tone === 'success'
                ? messages.passwordChanged
                : messages.passwordChangeFailed}
            </Notice>
          </div>
        )}
        <SubmitButton
          className={buttonClass('primary', 'block')}
          busy={isLoading}
          busyLabel="Changing..."
        >
          Change Password
        </SubmitButton>
      </form>
    </DashboardCard>
  );
}
