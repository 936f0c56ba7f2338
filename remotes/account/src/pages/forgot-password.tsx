import { Link, paths, useDocumentMeta } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { isEmail } from '@agency/ui/email';
import { AuthField } from '../components/auth-field';
import { Notice } from '@agency/ui/notice';
import { useAccountForgotPasswordMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { messages } from '../content/messages';
import styles from './auth-pages.module.css';
import { AuthForm } from './auth-form';
import { RetryResult } from './retry-result';
import { useAuthFields } from '../hooks/use-auth-fields';
import { useRetry } from '../hooks/use-retry';

/** /user/forgot-password: asks for the account's email and mails a reset link. */
export default function ForgotPasswordPage() {
  const { values, bind, check } = useAuthFields({ email: '' }, ['email']);
  const { outcome, setOutcome, retrying, retry } = useRetry<'sent' | 'failed'>();
  const [send, { isLoading }] = useAccountForgotPasswordMutation();
  useDocumentMeta({
    title: 'Reset Your Password',
    description: 'Get a link to choose a new password for your account.',
  });

  async function sendLink() {
    const email = values.email.trim();
    const problem = !email
      ? messages.emailRequired
      : !isEmail(values.email)
        ? messages.emailInvalid
        : undefined;
    if (!check({ email: problem })) return;
    const reply = await send({ email });
    setOutcome('error' in reply ? 'failed' : 'sent');
  }

  return (
    <AuthLayout
      title="Reset Your Password"
      intro={
        <p>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
      }
    >
      {outcome === 'sent' && (
        <div className={styles.result}>
          <Notice
            tone="success"
            detail="The link works for one hour. Check your spam folder if it has not arrived in a few minutes."
          >
            {messages.resetEmailSent}
          </Notice>
        </div>
      )}
      {outcome === 'failed' && (
        <RetryResult
          notice={<Notice tone="error">{messages.resetEmailFailed}</Notice>}
          onRetry={retry}
        />
      )}
      {outcome === null && (
        <AuthForm
          onSend={sendLink}
          busy={isLoading}
          submit="Send Password Reset Email"
          busyLabel="Sending..."
        >
          <AuthField
            kind="email"
            label="Email"
            {...bind('email')}
            disabled={isLoading}
            autoFocus={retrying}
          />
        </AuthForm>
      )}
      <div className={styles.links}>
        <Link to={paths.account} className={buttonClass('ghost')}>
          Back to login
        </Link>
      </div>
    </AuthLayout>
  );
}
