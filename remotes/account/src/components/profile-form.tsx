import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Role, UserProfile } from '@agency/contract';
import { Field, inputClass, TextField } from '@agency/ui/field';
import { fieldKinds } from './auth-field';
import { Notice } from '@agency/ui/notice';
import { buttonClass } from '@agency/ui/button';
import { SubmitButton } from '@agency/ui/submit-button';
import { useObjectUrl } from '../hooks/use-object-url';
import { Avatar } from './avatar';
import { messages } from '../content/messages';
import styles from './profile-form.module.css';

export interface ProfileFormValues {
  username: string;
  email: string;
  /** The current password, given only with a new email (the api asks for it then). */
  password?: string;
  role: Role;
  avatar: File | null;
}

export interface ProfileFormProps {
  profile: UserProfile;
  /** The admin variant edits the role too. */
  withRole: boolean;
  avatar: File | null;
  saving: boolean;
  error: { text: string; detail: string | undefined } | null;
  onSave: (values: ProfileFormValues) => void;
}

const roles: Role[] = ['User', 'SuperAdmin'];

/** Edit mode of the overview card: Username, Email (and Role), a picture previewed on this
 * device only, Save Profile. A new email asks for the current password too (a session left open
 * must not move the account to another address). No checks in the browser beyond the email type
 * and that password: the api's replies say what is wrong. */
export function ProfileForm({
  profile,
  withRole,
  avatar,
  saving,
  error,
  onSave,
}: ProfileFormProps) {
  const id = useId();
  const [username, setUsername] = useState(profile.username);
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [role, setRole] = useState<Role>(profile.role);
  const [picture, setPicture] = useState<File | null>(avatar);
  const preview = useObjectUrl(picture);
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!emailChanged) return onSave({ username, email, role, avatar: picture });
    if (!password) return setPasswordError(messages.emailChangeNeedsPassword);
    onSave({ username, email, password, role, avatar: picture });
  }

  function onPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file && file.type.startsWith('image/')) setPicture(file);
  }

  return (
    <form
      className={styles.profileForm}
      onSubmit={onSubmit}
      aria-label="Edit profile"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div className={styles.pictureRow}>
        <Avatar
          name={username || profile.username}
          src={preview}
          size="lg"
          alt={preview ? 'Preview of your new profile picture' : ''}
        />
        <Field
          id={`${id}-picture`}
          label="Profile picture"
          hint="Previewed on this device only; it is not uploaded."
        >
          {(describedBy, pictureId) => (
            <input
              id={pictureId}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              onChange={onPicture}
              disabled={saving}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      <div className={styles.formGrid}>
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={setUsername}
          {...fieldKinds.username}
          disabled={saving}
        />
        <TextField
          label="Email"
          name="email"
          value={email}
          onChange={setEmail}
          {...fieldKinds.email}
          disabled={saving}
        />
        {emailChanged && (
          <TextField
            label="Current password"
            name="current-password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change your email. We will also write to your current address, with a link that undoes the change."
            value={password}
            error={passwordError}
            onChange={(next) => {
              setPassword(next);
              setPasswordError(undefined);
            }}
            disabled={saving}
          />
        )}
        {withRole && (
          <Field id={`${id}-role`} label="Role">
            {(_describedBy, roleId) => (
              <select
                id={roleId}
                className={inputClass}
                value={role}
                onChange={(event) => setRole(event.target.value as Role)}
                disabled={saving}
              >
                {roles.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {error && (
        <div id={`${id}-error`}>
          <Notice tone="error" detail={error.detail}>
            {error.text}
          </Notice>
        </div>
      )}
      <div className={styles.formActions}>
        <SubmitButton className={buttonClass('primary')} busy={saving} busyLabel="Saving...">
          Save Profile
        </SubmitButton>
      </div>
    </form>
  );
}
