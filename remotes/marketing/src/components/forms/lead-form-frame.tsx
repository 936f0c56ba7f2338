import type { ReactNode, RefObject, FormEvent } from 'react';
import { TextField } from '@agency/ui/field';
import { buttonClass } from '@agency/ui/button';
import { SubmitButton } from '@agency/ui/submit-button';
import { ThankYou } from './thank-you';
import type { BoundTextField } from './use-lead-form';
import styles from './form.module.css';

export interface LeadFormFrameProps {
  /** The form's accessible name. */
  label: string;
  /** From useLeadForm. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    submitError: string | null;
    done: boolean;
  };
  sending: boolean;
  /** What replaces the form once it is sent. */
  thanks: string;
  submitLabel: string;
  busyLabel: string;
  /** The fields, then the spam guard's hidden field. */
  children: ReactNode;
}

/** What the lead forms share around their fields: a POST form (never a GET: without scripts
 * the fields must not end up in an address, docs/early-input.md), the form's error, the submit
 * button, and the thanks that replace it all once sent. */
export function LeadFormFrame({
  label,
  form,
  sending,
  thanks,
  submitLabel,
  busyLabel,
  children,
}: LeadFormFrameProps) {
  if (form.done) return <ThankYou message={thanks} />;
  return (
    <form
      ref={form.formRef}
      method="post"
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={sending}
      aria-label={label}
    >
      {children}
      {form.submitError && (
        <p role="alert" className={styles.formError}>
          {form.submitError}
        </p>
      )}
      <SubmitButton
        className={`${buttonClass('primary', 'large')} ${styles.submit}`}
        busy={sending}
        busyLabel={busyLabel}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

export interface NameAndEmailProps {
  nameLabel: string;
  /** From useLeadForm. */
  textField: (field: 'name' | 'email') => BoundTextField;
}

/** The first row of a lead form: who is writing and where to answer them. */
export function NameAndEmail({ nameLabel, textField }: NameAndEmailProps) {
  return (
    <div className={styles.row}>
      <TextField {...textField('name')} label={nameLabel} autoComplete="name" required />
      <TextField
        {...textField('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
    </div>
  );
}
