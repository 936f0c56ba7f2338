import { useId, useState, type ChangeEvent, type Ref } from 'react';
import styles from './ui.module.css';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** A validation or server error for this field; announced and tied to the input. */
  error?: string | undefined;
  /** Help text read with the field (aria-describedby). */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Password fields get a Show/Hide button; paste and password managers work as usual. */
  revealable?: boolean;
  /** Only when the field comes back after a failed attempt, so focus is not lost. */
  autoFocus?: boolean;
}

/** A labelled input whose hint and error are tied to it, so screen readers read them with it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required = false,
  disabled = false,
  error,
  hint,
  inputRef,
  revealable = type === 'password',
  autoFocus = false,
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputType = type === 'password' && revealed ? 'text' : type;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={inputType}
          className={`${styles.input} ${revealable && type === 'password' ? styles.withReveal : ''}`}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize={type === 'text' ? 'none' : undefined}
          spellCheck={type === 'text' ? false : undefined}
        />
        {revealable && type === 'password' && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((value) => !value)}
            disabled={disabled}
          >
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
