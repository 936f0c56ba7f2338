import { useEffect, useRef, useState } from 'react';
import type { LoginReply, TwoFactorChallenge } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { AuthField } from './auth-field';
import { Notice } from '@agency/ui/notice';
import { useAccountLoginTwoFactorMutation } from '../api';
import { messages } from '../content/messages';
import { errorStatus } from '@agency/shared-state';
import { authErrorMessage } from '../errors';
import { AuthForm } from '../pages/auth-form';
import styles from '../pages/account.module.css';

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** The sign-in passed: the session to store. */
  onSignedIn: (reply: LoginReply) => Promise<void> | void;
  /** Back to the password (Cancel, or the challenge ran out). */
  onRestart: (reason?: string) => void;
}

/** The api's answer while the account's code step is locked (too many wrong codes in a row). */
const LOCKED = 423;

/** The second step of a sign-in with two-factor sign-in on: a code of the authenticator app or
 * a recovery code. The server's refusal says the same whatever was wrong, except a lock: then
 * no code is taken, so the field goes and the server's sentence says when it opens. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [verify, { isLoading }] = useAccountLoginTwoFactorMutation();
  const input = useRef<HTMLInputElement>(null);
  // The challenge dies on the server after expiresInSeconds: past it, ask for the password again.
  const [deadline] = useState(() => Date.now() + challenge.expiresInSeconds * 1000);

  useEffect(() => input.current?.focus(), []);
  // Back to the field after a refusal, once it is enabled again.
  useEffect(() => {
    if (error && !isLoading) input.current?.focus();
  }, [error, isLoading]);

  async function send() {
    setError(null);
    if (!code.trim()) {
      setFieldError(messages.codeRequired);
      input.current?.focus();
      return;
    }
    if (Date.now() >= deadline) {
      onRestart(messages.codeStepExpired);
      return;
    }
    const reply = await verify({ challenge: challenge.challenge, code: code.trim() });
    if ('error' in reply) {
      if (errorStatus(reply.error) === LOCKED) return setLocked(authErrorMessage(reply.error));
      setError(authErrorMessage(reply.error));
      setCode('');
      return;
    }
    await onSignedIn(reply.data);
  }

  if (locked)
    return (
      <>
        <Notice tone="error">
          <strong>{messages.codeStepLocked}</strong> {locked}
        </Notice>
        <div className={styles.footer}>
          <button type="button" className={buttonClass('ghost')} onClick={() => onRestart()}>
            Back to sign-in
          </button>
        </div>
      </>
    );

  return (
    <>
      <Notice tone="info">{challenge.message}</Notice>
      {error && <Notice tone="error">{error}</Notice>}
      <AuthForm
        onSend={send}
        busy={isLoading}
        submit="Verify"
        busyLabel="Verifying..."
        post
        label="Two-factor code"
      >
        <AuthField
          kind="code"
          label="Authentication code"
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setFieldError(undefined);
          }}
          inputMode="text"
          disabled={isLoading}
          error={fieldError}
          hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
          inputRef={input}
        />
      </AuthForm>
      <div className={styles.footer}>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => onRestart()}
          disabled={isLoading}
        >
          Cancel and start again
        </button>
      </div>
    </>
  );
}
