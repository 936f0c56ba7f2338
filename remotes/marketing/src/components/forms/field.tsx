import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Renders the control; receives the ids its aria-describedby must name. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, its control, an optional hint and the field's error, tied together by ids so the
 * error is read with the field (aria-describedby) and announced when it appears (role=alert). */
export function Field({ id, label, error, hint, optional = false, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'children'
> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

/** A Field holding a text-like input, with the error and required state wired to it. */
export function TextField({ id, label, error, hint, optional = false, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={optional ? undefined : 'true'}
          {...input}
        />
      )}
    </Field>
  );
}
