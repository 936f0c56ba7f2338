import {
  Link,
  useNavigate,
  useSearchParams,
  errorStatus,
  paths,
  useAppDispatch,
  useDocumentMeta,
} from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { AuthField } from '../components/auth-field';
import { Notice } from '@agency/ui/notice';
import { useAccountResetPasswordMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { messages } from '../content/messages';
import { serverDetail } from '../errors';
import { noticeSent } from '../notice-slice';
import styles from './auth-pages.module.css';
import { AuthForm } from './auth-form';
import { RetryResult } from './retry-result';
import { accountPaths } from '../paths';
import { useAuthFields } from '../hooks/use-auth-fields';
import { useRetry } from '../hooks/use-retry';

type Field = 'password' | 'confirm';
const FIELD_ORDER: Field[] = ['password', 'confirm'];

/** /user/reset-password?token=…&tenantId=…: sets a new password with the mailed token. The
 * call goes to the tenant named in the link, the tenant the token was issued for. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = params.get('token') ?? '';
  const tenantId = params.get('tenantId') ?? '';
  const { values, bind, check } = useAuthFields({ password: '', confirm: '' }, FIELD_ORDER);
  const {
    outcome: failure,
    setOutcome: setFailure,
    retrying,
    retry,
  } = useRetry<{ detail: string | undefined }>();
  const [reset, { isLoading }] = useAccountResetPasswordMutation();
  useDocumentMeta({
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
  });

  async function send() {
    const found: Partial<Record<Field, string>> = {};
    if (!values.password) found.password = messages.newPasswordRequired;
    if (!values.confirm) found.confirm = messages.confirmNewPasswordRequired;
    else if (values.password && values.password !== values.confirm)
      found.confirm = messages.resetPasswordsDoNotMatch;
    if (!check(found)) return;
    const reply = await reset({ tenantId, token, password: values.password });
    if ('error' in reply) {
      // A 400 explains itself (expired link, too short); other failures only need the page's own message.
      setFailure({
        detail: errorStatus(reply.error) === 400 ? serverDetail(reply.error) : undefined,
      });
      return;
    }
    dispatch(noticeSent({ path: paths.account, text: messages.passwordReset, tone: 'success' }));
    await navigate(paths.account, { replace: true });
  }

  const validLink = token !== '' && tenantId !== '';

  return (
    <AuthLayout
      title="Choose a new password"
      intro={validLink ? <p>Enter your new password twice.</p> : undefined}
    >
      {!validLink && (
        <div className={styles.result}>
          <Notice tone="error">{messages.invalidResetLink}</Notice>
          <Link to={accountPaths.forgotPassword} className={buttonClass('secondary')}>
            Request a new reset link
          </Link>
        </div>
      )}
      {validLink && failure && (
        <RetryResult
          notice={
            <Notice tone="error" detail={failure.detail}>
              {messages.resetFailed}
            </Notice>
          }
          onRetry={retry}
          more={
            <Link to={accountPaths.forgotPassword} className={buttonClass('ghost')}>
              Request a new reset link
            </Link>
          }
        />
      )}
      {validLink && !failure && (
        <AuthForm
          onSend={send}
          busy={isLoading}
          submit="Reset Password"
          busyLabel="Resetting..."
          post
        >
          <AuthField
            kind="newPassword"
            label="New Password"
            {...bind('password')}
            disabled={isLoading}
            hint="At least 8 characters."
            autoFocus={retrying}
          />
          <AuthField
            kind="newPassword"
            label="Confirm New Password"
            {...bind('confirm')}
            disabled={isLoading}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
