import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '@agency/ui/button';
import { SubmitButton } from '@agency/ui/submit-button';
import styles from './auth-form.module.css';

export interface AuthFormProps {
  /** Sends the form; not called while a send is under way. */
  onSend: () => unknown;
  busy: boolean;
  /** The submit button's words, and what it says while busy ("Sending..."). */
  submit: ReactNode;
  busyLabel: string;
  /** For a form with a password: without script the browser would send it in the address of
   * a GET. */
  post?: boolean;
  label?: string;
  children: ReactNode;
}

/** A sign-in or account form: its fields, then the full-width primary submit. The page checks
 * the fields itself (no browser validation) and a second press while sending does nothing. */
export function AuthForm({
  onSend,
  busy,
  submit,
  busyLabel,
  post,
  label,
  children,
}: AuthFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void onSend();
  }

  return (
    <form
      className={styles.form}
      method={post ? 'post' : undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {children}
      <SubmitButton className={buttonClass('primary', 'block')} busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </form>
  );
}
