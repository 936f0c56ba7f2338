import {
  useNavigate,
  useSearchParams,
  getSiteConfig,
  useAppDispatch,
  useDocumentMeta,
} from '@agency/shared-state';
import { AuthField } from '../components/auth-field';
import { Notice } from '@agency/ui/notice';
import { useAccountVerifyEmailMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { messages } from '../content/messages';
import { noticeSent } from '../notice-slice';
import { AuthForm } from './auth-form';
import { RetryResult } from './retry-result';
import { useAuthFields } from '../hooks/use-auth-fields';
import { useRetry } from '../hooks/use-retry';
import { accountPaths } from '../paths';

/** /verify: confirms an email address with the token from the verification mail. The token
 * arrives in ?token (tenantId and domain ride along; the domain is not needed here). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { values, bind, check } = useAuthFields({ token: params.get('token') ?? '' }, ['token']);
  const { outcome, setOutcome, retrying, retry } = useRetry<'failed'>();
  const [verify, { isLoading }] = useAccountVerifyEmailMutation();
  useDocumentMeta({
    title: 'Verify Your Account',
    description: 'Confirm your email address to activate your account.',
  });

  async function send() {
    const value = values.token.trim();
    if (!check({ token: value ? undefined : messages.tokenRequired })) return;
    const tenantId = params.get('tenantId') || getSiteConfig().tenantId;
    const reply = await verify({ tenantId, token: value });
    if ('error' in reply) {
      setOutcome('failed');
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
      {outcome === 'failed' ? (
        <RetryResult
          notice={<Notice tone="error">{messages.verifyFailed}</Notice>}
          onRetry={retry}
        />
      ) : (
        <AuthForm onSend={send} busy={isLoading} submit="Verify Account" busyLabel="Verifying...">
          <AuthField
            kind="code"
            label="Verification Token"
            {...bind('token')}
            disabled={isLoading}
            autoFocus={retrying}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
