import { useState, type FormEvent } from 'react';
import { selectUser, useAppSelector, useDocumentMeta } from '@agency/shared-state';
import { GRANTED_ROLES, type GrantedRole, type StaffMember } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Field, TextField, inputClass } from '@agency/ui/field';
import { SubmitButton } from '@agency/ui/submit-button';
import {
  useAdminCancelInvitationMutation,
  useAdminChangeStaffRoleMutation,
  useAdminGetStaffQuery,
  useAdminInviteStaffMutation,
  useAdminResendInvitationMutation,
} from '../api';
import { ActionMessages } from '../components/action-messages';
import { useRequiredFields } from '../hooks/use-required-fields';
import { refusal } from '../lib/refusals';
import { AdminPage } from '../components/admin-page';
import { LoadFailed } from '../components/list-state';
import { formatReceived } from '../content/inbox';
import { roleHelp, teamMessages } from '../content/team';
import common from '../components/common.module.css';
import styles from './redirects.module.css';

/** What the api explains on this screen: a taken name, one's own or the SuperAdmin's role, an
 * invitation still out. */
const TEAM_REFUSALS = [400, 403, 409];

/** Invites an Editor or an Author by e-mail. */
function InviteForm({ onInvited }: { onInvited(text: string): void }) {
  const [invite, { isLoading }] = useAdminInviteStaffMutation();
  const form = useRequiredFields({
    username: teamMessages.usernameMissing,
    email: teamMessages.emailMissing,
  });
  const [role, setRole] = useState<GrantedRole>('Author');
  const { values, errors } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.check();
    if (!fields) return;
    try {
      const member = await invite({ ...fields, role }).unwrap();
      form.clear();
      onInvited(teamMessages.invited(member.username, member.email));
    } catch (failure) {
      form.refuse(refusal(failure, teamMessages.inviteFailed, TEAM_REFUSALS));
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="invite-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="invite-title" className={styles.formTitle}>
        Invite someone
      </h2>
      <div className={styles.fields}>
        <TextField
          label="Username"
          value={values.username}
          onChange={form.change('username')}
          error={errors.username}
          autoComplete="off"
        />
        <TextField
          label="E-mail"
          type="email"
          value={values.email}
          onChange={form.change('email')}
          error={errors.email}
          autoComplete="off"
        />
        <Field label="Role" hint={roleHelp[role]}>
          {(describedBy, id) => (
            <select
              id={id}
              className={inputClass}
              aria-describedby={describedBy}
              value={role}
              onChange={(event) => setRole(event.target.value === 'Editor' ? 'Editor' : 'Author')}
            >
              {GRANTED_ROLES.map((granted) => (
                <option key={granted} value={granted}>
                  {granted}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <SubmitButton className={buttonClass('primary')} busy={isLoading} busyLabel="Sending...">
        Send the invitation
      </SubmitButton>
    </form>
  );
}

/** The SuperAdmin's Team screen: the staff, invitations, role changes. */
export default function TeamPage() {
  useDocumentMeta({
    title: 'Team',
    description: 'The staff of the site: who may write, edit and publish.',
  });
  const me = useAppSelector(selectUser);
  const list = useAdminGetStaffQuery();
  const [changeRole] = useAdminChangeStaffRoleMutation();
  const [resend] = useAdminResendInvitationMutation();
  const [cancel] = useAdminCancelInvitationMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  async function act(member: StaffMember, run: () => Promise<string>, failed: string) {
    setNotice('');
    setActionError(null);
    setPendingId(member.id);
    try {
      setNotice(await run());
    } catch (failure) {
      setActionError(refusal(failure, failed, TEAM_REFUSALS));
    } finally {
      setPendingId(null);
    }
  }

  const setRole = (member: StaffMember, role: GrantedRole | 'User') => {
    if (role === 'User' && !window.confirm(teamMessages.confirmRemove(member.username))) return;
    void act(
      member,
      async () => {
        await changeRole({ id: member.id, role }).unwrap();
        return teamMessages.roleChanged(member.username, role);
      },
      teamMessages.changeFailed,
    );
  };

  return (
    <AdminPage
      title="Team"
      parent
      lead="Editors look after every post, the media library and comments; Authors write their own drafts and submit them for review. Only you can invite them and change their roles."
    >
      <InviteForm
        onInvited={(text) => {
          setActionError(null);
          setNotice(text);
        }}
      />
      <ActionMessages notice={notice} error={actionError} spaced />
      {list.isLoading ? (
        <p role="status">{teamMessages.loading}</p>
      ) : list.error && !list.data ? (
        <LoadFailed
          text={teamMessages.loadFailed}
          error={list.error}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : list.data ? (
        <div className={styles.tableWrap}>
          <table className={common.table} aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">The staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Two-factor sign-in</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((member) => {
                const busy = pendingId === member.id;
                const editable = member.role !== 'SuperAdmin' && member.username !== me?.username;
                return (
                  <tr key={member.id}>
                    <td>{member.username}</td>
                    <td>{member.email}</td>
                    <td>
                      {editable ? (
                        <select
                          className={inputClass}
                          aria-label={`Role of ${member.username}`}
                          value={member.role}
                          disabled={busy}
                          onChange={(event) =>
                            setRole(member, event.target.value === 'Editor' ? 'Editor' : 'Author')
                          }
                        >
                          {GRANTED_ROLES.map((granted) => (
                            <option key={granted} value={granted}>
                              {granted}
                            </option>
                          ))}
                        </select>
                      ) : (
                        member.role
                      )}
                    </td>
                    <td>{member.twoFactor ? 'On' : 'Off'}</td>
                    <td>
                      {member.invitation ? (
                        <>
                          Invited{' '}
                          <time dateTime={member.invitation.sentAt}>
                            {formatReceived(member.invitation.sentAt)}
                          </time>
                          , not signed in yet
                        </>
                      ) : member.lastSignInAt ? (
                        <time dateTime={member.lastSignInAt}>
                          {formatReceived(member.lastSignInAt)}
                        </time>
                      ) : (
                        'Not recently'
                      )}
                    </td>
                    <td>
                      {!editable ? null : member.invitation ? (
                        <>
                          <button
                            type="button"
                            className={buttonClass('secondary', 'small')}
                            aria-disabled={busy || undefined}
                            onClick={() =>
                              busy ||
                              void act(
                                member,
                                async () => {
                                  await resend(member.id).unwrap();
                                  return teamMessages.resent(member.email);
                                },
                                teamMessages.resendFailed,
                              )
                            }
                          >
                            Send again
                          </button>{' '}
                          <button
                            type="button"
                            className={buttonClass('secondary', 'small')}
                            aria-disabled={busy || undefined}
                            onClick={() =>
                              busy ||
                              !window.confirm(teamMessages.confirmCancel(member.username)) ||
                              void act(
                                member,
                                async () => {
                                  await cancel(member.id).unwrap();
                                  return teamMessages.cancelled(member.username);
                                },
                                teamMessages.cancelFailed,
                              )
                            }
                          >
                            Cancel the invitation
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className={buttonClass('secondary', 'small')}
                          aria-label={`Remove ${member.username} from the staff`}
                          aria-disabled={busy || undefined}
                          onClick={() => busy || setRole(member, 'User')}
                        >
                          Remove from staff
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
