import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONFIRM_IT_IS_YOU } from '@agency/contract';
import { errorMessage } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { TextField } from '@agency/ui/field';
import { Notice } from '@agency/ui/notice';
import { useAdminConfirmSessionMutation } from '../api';
import { confirmIdentityMessages as text } from '../content/confirm-identity';
import { forbiddenWith } from '../lib/refusals';
import styles from './confirm-identity.module.css';

/** Whether the api refused an action until the session confirms it is the owner. */
export function needsConfirmation(error: unknown): boolean {
  return forbiddenWith(error, CONFIRM_IT_IS_YOU);
}

/** What the dialog is waiting to do once the owner has confirmed, or has cancelled. */
interface Waiting {
  retry: () => Promise<unknown>;
  settle: (outcome: { value: unknown } | { error: unknown } | null) => void;
}

/**
 * Sensitive actions (an export, an erasure, new recovery codes) that the api refuses until the
 * session proves it is the owner: `confirmFirst(action)` runs the action and, when the api asks
 * for that proof, shows the "Confirm it's you" dialog (`dialog`, rendered by the caller), sends
 * the password or code, then runs the action again. It resolves with the action's result, or
 * `undefined` when the owner cancels; other failures reject as the action's own would.
 */
export function useConfirmIdentity(): {
  confirmFirst: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  async function confirmFirst<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      if (!needsConfirmation(error)) throw error;
    }
    const outcome = await new Promise<{ value: unknown } | { error: unknown } | null>((settle) =>
      setWaiting({ retry: action, settle }),
    );
    setWaiting(null);
    if (outcome === null) return undefined;
    if ('error' in outcome) throw outcome.error;
    return outcome.value as T;
  }

  const dialog = waiting ? (
    <ConfirmIdentityDialog
      onConfirmed={() =>
        waiting.retry().then(
          (value) => waiting.settle({ value }),
          (error: unknown) => waiting.settle({ error }),
        )
      }
      onCancel={() => waiting.settle(null)}
    />
  ) : null;
  return { confirmFirst, dialog };
}

/** The dialog itself: the password, or a code of the app, sent to the confirm route. */
function ConfirmIdentityDialog({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [confirm, { isLoading }] = useAdminConfirmSessionMutation();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), [withCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) return setFieldError(withCode ? text.codeRequired : text.passwordRequired);
    setError(null);
    const reply = await confirm(withCode ? { code: typed } : { password: value });
    if ('error' in reply) return setError(errorMessage(reply.error) ?? text.failed);
    onConfirmed();
  }

  const switchProof = () => {
    setWithCode((code) => !code);
    setValue('');
    setFieldError(undefined);
    setError(null);
  };

  return (
    <div className={styles.backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        className={styles.dialog}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {text.title}
        </h2>
        <p id={`${id}-intro`}>{text.intro}</p>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {error && <Notice tone="error">{error}</Notice>}
          <TextField
            key={withCode ? 'code' : 'password'}
            inputRef={field}
            label={withCode ? text.code : text.password}
            type={withCode ? 'text' : 'password'}
            name={withCode ? 'code' : 'password'}
            autoComplete={withCode ? 'one-time-code' : 'current-password'}
            {...(withCode && { inputMode: 'numeric' as const })}
            value={value}
            error={fieldError}
            onChange={(next) => {
              setValue(next);
              setFieldError(undefined);
            }}
            disabled={isLoading}
            required
          />
          <button type="button" className={buttonClass('ghost')} onClick={switchProof}>
            {withCode ? text.usePassword : text.useCode}
          </button>
          <div className={styles.buttons}>
            <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
              {isLoading ? text.confirming : text.confirm}
            </button>
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={onCancel}
              disabled={isLoading}
            >
              {text.cancel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
