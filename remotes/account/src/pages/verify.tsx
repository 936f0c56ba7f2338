import { useState, type FormEvent } from 'react';
import {
  useNavigate,
  useSearchParams,
  getSiteConfig,
  useAppDispatch,
  useDocumentMeta,
} from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { TextField } from '@agency/ui/field';
import { Notice } from '@agency/ui/notice';
import { SubmitButton } from '@agency/ui/submit-button';
import { useAccountVerifyEmailMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { messages } from '../content/messages';
import { noticeSent } from '../notice-slice';
import styles from './auth-pages.module.css';
import { RetryResult } from './retry-result';
import { useAuthFields } from '../hooks/use-auth-fields';
import { accountPaths } from '../paths';

/** /verify: confirms an email address with the token from the verification mail. The token
 * arrives in ?token (tenantId and domain ride along; domain is unused, as in the spec). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { values, bind, check } = useAuthFields({ token: params.get('token') ?? '' }, ['token']);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [verify, { isLoading }] = useAccountVerifyEmailMutation();
  useDocumentMeta({
    title: 'Verify Your Account',
    description: 'Confirm your email address to activate your account.',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const value = values.token.trim();
    if (!check({ token: value ? undefined : messages.tokenRequired })) return;
    const tenantId = params.get('tenantId') || getSiteConfig().tenantId;
    const reply = await verify({ tenantId, token: value });
    if ('error' in reply) {
      setFailed(true);
      return;
    }
    dispatch(
      noticeSent({ path: accountPaths.verifiedSuccess, text: messages.verified, tone: 'success' }),
    );
    await navigate(accountPaths.verifiedSuccess);
  }

  return (
    <AuthLayout
      title="Verify Your Account"
      intro={
        <p>
          Paste the verification token from the email we sent you, or open the link in that email.
        </p>
      }
    >
      {failed ? (
        <RetryResult
          notice={<Notice tone="error">{messages.verifyFailed}</Notice>}
          onRetry={() => {
            setFailed(false);
            setRetrying(true);
          }}
        />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Verification Token"
            {...bind('token')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            disabled={isLoading}
            autoFocus={retrying}
          />
          <SubmitButton
            className={buttonClass('primary', 'block')}
            busy={isLoading}
            busyLabel="Verifying..."
          >
            Verify Account
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
