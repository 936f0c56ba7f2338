import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './field.module.css';

/** The class of a field's control, for the controls Field wraps (select, textarea, file). */
export const inputClass = styles.input;

export interface FieldProps {
  /** The control's id (the label points at it); one is made up when none is given. */
  id?: string;
  label: string;
  /** A validation or server error for this field; announced and tied to the control. */
  error?: string | undefined;
  /** Help text read with the field. */
  hint?: string | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** Renders the control; receives its id and the ids its aria-describedby must name. */
  children: (describedBy: string | undefined, id: string) => ReactNode;
}

/** A label, its control, an optional hint and the field's error, tied together by ids so the
 * error is read with the field (aria-describedby) and announced when it appears (role=alert).
 * The error comes first in the description: it is what the visitor has to act on. */
export function Field({ id: givenId, label, error, hint, optional = false, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
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
      {children(describedBy, id)}
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
  'id' | 'className' | 'children' | 'value' | 'onChange' | 'type'
> {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Password fields get a Show/Hide button; paste and password managers work as usual. */
  revealable?: boolean;
}

/** A Field holding a text-like input, with its error, hint and invalid state wired to it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  optional = false,
  inputRef,
  revealable = type === 'password',
  ...input
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const reveal = revealable && type === 'password';
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy, inputId) => (
        <div className={styles.control}>
          <input
            {...input}
            ref={inputRef}
            id={inputId}
            type={reveal && revealed ? 'text' : type}
            className={`${styles.input} ${reveal ? styles.withReveal : ''}`}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {reveal && (
            <button
              type="button"
              className={styles.reveal}
              onClick={() => setRevealed((shown) => !shown)}
              disabled={input.disabled}
            >
              {revealed ? 'Hide' : 'Show'}
              <span className="visually-hidden"> {label.toLowerCase()}</span>
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
