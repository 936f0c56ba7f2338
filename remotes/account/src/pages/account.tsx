import { lazy, Suspense, useState } from 'react';
import {
  Link,
  useNavigate,
  logIn,
  paths,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useDocumentMeta,
} from '@agency/shared-state';
import type { LoginReply, TwoFactorChallenge } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { isEmail } from '@agency/ui/email';
import { AuthField } from '../components/auth-field';
import { Notice, type NoticeTone } from '@agency/ui/notice';
import { useAccountLoginMutation, useAccountRegisterMutation } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { AuthForm } from './auth-form';
import { BrandPanel } from '../components/brand-panel';
import { UnlockCodes } from '../components/unlock-codes';
import { messages } from '../content/messages';
import { authErrorMessage } from '../errors';
import { useRouteNotice } from '../hooks/use-route-notice';
import { noticeSent } from '../notice-slice';
import styles from './account.module.css';
import { accountPaths } from '../paths';
import { useAuthFields } from '../hooks/use-auth-fields';

/** The code step is for a SuperAdmin with an authenticator only: its code loads when the
 * password step asks for it, not with every visitor's sign-in page. */
const TwoFactorStep = lazy(() =>
  import('../components/two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
);

type Mode = 'login' | 'register';
type Field = 'username' | 'email' | 'password' | 'confirm';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const empty: Values = { username: '', email: '', password: '', confirm: '' };
const FIELD_ORDER: Field[] = ['username', 'email', 'password', 'confirm'];

function validate(mode: Mode, values: Values): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = messages.usernameRequired;
  if (mode === 'register') {
    if (!values.email.trim()) errors.email = messages.emailRequired;
    else if (!isEmail(values.email)) errors.email = messages.emailInvalid;
  }
  if (!values.password) errors.password = messages.passwordRequired;
  if (mode === 'register') {
    if (!values.confirm) errors.confirm = messages.confirmRequired;
    else if (values.password && values.confirm !== values.password)
      errors.confirm = messages.passwordsDoNotMatch;
  }
  return errors;
}

/** /account and /login: one screen that logs in or registers, by a mode toggle. */
export default function AccountPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currentUser = useAppSelector(selectUser);
  const [routeNotice, dismissRouteNotice] = useRouteNotice();
  const [mode, setMode] = useState<Mode>('login');
  const { values, setValues, setErrors, bind, check } = useAuthFields(empty, FIELD_ORDER);
  const [result, setResult] = useState<{ text: string; tone: NoticeTone } | null>(null);
  // Set once login succeeded, so the "you are logged in" note does not flash before the redirect.
  const [leaving, setLeaving] = useState(false);
  // Set when the password was right and the account asks for a code next.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [login, { isLoading: loggingIn }] = useAccountLoginMutation();
  const [register, { isLoading: registering }] = useAccountRegisterMutation();
  const busy = loggingIn || registering;

  const isLogin = mode === 'login';
  useDocumentMeta({
    title: isLogin ? 'Log in' : 'Create an account',
    description:
      'Log in to your dashboard or create an account to comment on our blog and follow your marketing results.',
    canonicalPath: paths.account,
  });

  function switchMode(next: Mode) {
    if (next === mode) return;
    setMode(next);
    setErrors({});
    setResult(null);
  }

  /** Stores the session and opens the profile, or the enrolment a SuperAdmin still owes. */
  async function signedIn(reply: LoginReply) {
    setLeaving(true);
    const setup = reply.twoFactorSetupRequired === true;
    // An Editor or an Author works in the Content Library; the SuperAdmin's profile holds the
    // owner's figures.
    const home = setup
      ? paths.adminSecurity
      : reply.role === 'SuperAdmin'
        ? paths.adminProfile
        : reply.role === 'User'
          ? paths.userProfile
          : paths.contentLibrary;
    dispatch(logIn(reply));
    dispatch(
      noticeSent({
        path: home,
        text: setup ? messages.twoFactorSetupNeeded : messages.loggedIn,
        tone: setup ? 'info' : 'success',
      }),
    );
    await navigate(home);
  }

  /** Back to the password form (the code step was cancelled or ran out). */
  function restart(reason?: string) {
    setChallenge(null);
    setValues((current) => ({ ...empty, username: current.username }));
    setResult(reason ? { tone: 'error', text: reason } : null);
  }

  async function send() {
    setResult(null);
    if (!check(validate(mode, values))) return;
    const credentials = { username: values.username.trim(), password: values.password };

    if (isLogin) {
      const reply = await login({ ...credentials, email: '' });
      if ('error' in reply) {
        setResult({ tone: 'error', text: authErrorMessage(reply.error) });
        return;
      }
      if ('twoFactorRequired' in reply.data) {
        setChallenge(reply.data);
        return;
      }
      await signedIn(reply.data);
      return;
    }

    const reply = await register({ ...credentials, email: values.email.trim() });
    if ('error' in reply) {
      setResult({ tone: 'error', text: authErrorMessage(reply.error) });
      return;
    }
    // Next step is logging in once the email is verified: keep the username, drop the secrets.
    setMode('login');
    setValues((current) => ({ ...empty, username: current.username }));
    setResult({ tone: 'success', text: messages.registered });
  }

  return (
    <AuthLayout
      panel={<BrandPanel />}
      title={
        challenge
          ? 'Two-factor sign-in'
          : isLogin
            ? 'Log in to your account'
            : 'Create your account'
      }
      intro={
        <p>
          {isLogin
            ? 'Welcome back. Log in to see your dashboard, comments and saved posts.'
            : 'Register with your email address. We will send you a link to verify it.'}
        </p>
      }
    >
      <UnlockCodes />
      {routeNotice && (
        <Notice tone={routeNotice.tone} onDismiss={dismissRouteNotice}>
          {routeNotice.text}
        </Notice>
      )}
      {currentUser && !routeNotice && !leaving && (
        <Notice tone="info">
          You are logged in as {currentUser.username}.{' '}
          <Link to={currentUser.role === 'SuperAdmin' ? paths.adminProfile : paths.userProfile}>
            Go to your profile
          </Link>
        </Notice>
      )}

      {challenge ? (
        <Suspense fallback={<p role="status">{messages.loadingCodeStep}</p>}>
          <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
        </Suspense>
      ) : (
        <>
          <div className={styles.toggle} role="group" aria-label="Choose login or register">
            <button
              type="button"
              aria-pressed={isLogin}
              className={styles.toggleButton}
              onClick={() => switchMode('login')}
              disabled={busy}
            >
              Login
            </button>
            <button
              type="button"
              aria-pressed={!isLogin}
              className={styles.toggleButton}
              onClick={() => switchMode('register')}
              disabled={busy}
            >
              Register
            </button>
          </div>

          {result && <Notice tone={result.tone}>{result.text}</Notice>}

          {/* The mode tabs are disabled while busy, so the busy label is the one being sent. */}
          <AuthForm
            onSend={send}
            busy={busy}
            submit={isLogin ? 'Log in' : 'Create account'}
            busyLabel={isLogin ? 'Logging in...' : 'Creating account...'}
            post
            label={isLogin ? 'Login' : 'Register'}
          >
            <AuthField kind="username" label="Username" {...bind('username')} disabled={busy} />
            {!isLogin && (
              <AuthField kind="email" label="Email" {...bind('email')} disabled={busy} />
            )}
            <AuthField
              kind={isLogin ? 'currentPassword' : 'newPassword'}
              label="Password"
              {...bind('password')}
              disabled={busy}
              hint={isLogin ? undefined : 'At least 8 characters.'}
            />
            {!isLogin && (
              <AuthField
                kind="newPassword"
                label="Confirm Password"
                {...bind('confirm')}
                disabled={busy}
              />
            )}
          </AuthForm>

          <div className={styles.footer}>
            <Link to={accountPaths.forgotPassword} className={buttonClass('ghost')}>
              Forgot Password
            </Link>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
