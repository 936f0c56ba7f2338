import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Link,
  errorMessage,
  logOut,
  paths,
  useAppDispatch,
  useDocumentMeta,
  useNavigate,
} from '@agency/shared-state';
import type { TwoFactorSetup } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { TextField } from '@agency/ui/field';
import { Notice } from '@agency/ui/notice';
import {
  useAdminEnableTwoFactorMutation,
  useAdminEndAllSessionsMutation,
  useAdminEndSessionMutation,
  useAdminGetSessionsQuery,
  useAdminGetTwoFactorQuery,
  useAdminMailTwoFactorSetupCodeMutation,
  useAdminRegenerateRecoveryCodesMutation,
  useAdminStartTwoFactorSetupMutation,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { useConfirmIdentity } from '../components/confirm-identity';
import { formatReceived } from '../content/inbox';
import { groupKey, securityMessages as text } from '../content/security';
import common from '../components/common.module.css';
import styles from './security.module.css';

const failure = (error: unknown, fallback: string) => errorMessage(error) ?? fallback;

/** The ten codes of an enrolment or a regeneration, shown once. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="region" aria-label="Recovery codes">
      <p>{text.codesIntro}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={buttonClass('primary')} onClick={onDone}>
        {text.savedCodes}
      </button>
    </div>
  );
}

/** A typed field's value and its own error, which goes as soon as the person types again. */
function useTypedField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, setError, props: { value, error, onChange } };
}

/** A password, asked before a change that a stolen session must not make. */
function PasswordForm({
  label,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const password = useTypedField();
  return (
    <StepForm
      label={label}
      error={error}
      busy={busy}
      submit={busy ? 'Checking...' : label}
      onSubmit={() => {
        if (!password.value) return password.setError(text.passwordRequired);
        onSubmit(password.value);
      }}
      onCancel={onCancel}
    >
      <TextField
        label="Your password"
        type="password"
        name="password"
        autoComplete="current-password"
        {...password.props}
        disabled={busy}
        required
      />
    </StepForm>
  );
}

/** A step's form: what failed, its field, its submit, and Cancel back to where the step began;
 * the buttons wait while the step's call runs. */
function StepForm({
  label,
  error,
  busy,
  submit,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  error: string | null;
  busy: boolean;
  submit: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {error && <Notice tone="error">{error}</Notice>}
      {children}
      <div className={styles.row}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {submit}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Step one of an enrolment (or a replacement): the api mails a one-time code to the account's
 * address, and the code with the password shows the QR code. A session alone is not enough.
 */
function SetupProof({
  label,
  onReady,
  onCancel,
}: {
  label: string;
  onReady: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const password = useTypedField();
  const emailCode = useTypedField();
  const [error, setError] = useState<string | null>(null);
  const [mailed, setMailed] = useState<string | null>(null);
  const [mailCode, mailState] = useAdminMailTwoFactorSetupCodeMutation();
  const [startSetup, setupState] = useAdminStartTwoFactorSetupMutation();
  const busy = mailState.isLoading || setupState.isLoading;

  async function sendCode() {
    setError(null);
    const reply = await mailCode();
    if ('error' in reply)
      return setError(failure(reply.error, 'The code could not be sent. Please try again.'));
    setMailed(reply.data.message);
  }

  async function submit() {
    setError(null);
    const code = emailCode.value.replace(/\s+/g, '');
    if (!password.value) password.setError(text.passwordRequired);
    if (!code) emailCode.setError(text.emailCodeRequired);
    if (!password.value || !code) return;
    const reply = await startSetup({ password: password.value, emailCode: code });
    if ('error' in reply)
      return setError(failure(reply.error, 'The set-up could not start. Please try again.'));
    onReady(reply.data);
  }

  return (
    <>
      <p>{text.proofStep}</p>
      {mailed && <Notice tone="success">{mailed}</Notice>}
      <p>
        <button
          type="button"
          className={buttonClass(mailed ? 'ghost' : 'secondary')}
          onClick={() => void sendCode()}
          disabled={busy}
        >
          {mailState.isLoading ? 'Sending...' : mailed ? 'Send a new code' : 'Send me a code'}
        </button>
      </p>
      <StepForm
        label={label}
        error={error}
        busy={busy}
        submit={setupState.isLoading ? 'Checking...' : 'Show the QR code'}
        onSubmit={() => void submit()}
        onCancel={onCancel}
      >
        <TextField
          label="Your password"
          type="password"
          name="password"
          autoComplete="current-password"
          {...password.props}
          disabled={busy}
          required
        />
        <TextField
          label="Code from the e-mail"
          name="emailCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...emailCode.props}
          disabled={busy}
          required
        />
      </StepForm>
    </>
  );
}

/** Step two of an enrolment: the QR code and key, then the first code confirms them. */
function Enrolment({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const code = useTypedField();
  const [error, setError] = useState<string | null>(null);
  const [enable, { isLoading }] = useAdminEnableTwoFactorMutation();

  async function confirm() {
    setError(null);
    const digits = code.value.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return code.setError(text.codeRequired);
    const reply = await enable({ code: digits });
    if ('error' in reply) {
      setError(failure(reply.error, 'The code could not be checked. Please try again.'));
      return;
    }
    onEnabled(reply.data.recoveryCodes);
  }

  return (
    <div className={styles.enrol}>
      <img
        className={styles.qr}
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        width={220}
        height={220}
      />
      <div>
        <p>{text.scanStep}</p>
        <p>
          Key: <code className={styles.key}>{groupKey(setup.secret)}</code>
        </p>
        <StepForm
          label="Confirm the authenticator"
          error={error}
          busy={isLoading}
          submit={isLoading ? 'Turning on...' : 'Turn on two-factor sign-in'}
          onSubmit={() => void confirm()}
          onCancel={onCancel}
        >
          <TextField
            label="6-digit code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...code.props}
            disabled={isLoading}
            required
          />
        </StepForm>
      </div>
    </div>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'proof'; replace: boolean }
  | { kind: 'enrol'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; continueToAdmin: boolean };

function TwoFactorSection() {
  const status = useAdminGetTwoFactorQuery();
  const [regenerate, regenerateState] = useAdminRegenerateRecoveryCodesMutation();
  const { confirmFirst, dialog: confirmDialog } = useConfirmIdentity();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  if (status.isLoading) return <p role="status">{text.loading}</p>;
  if (!status.data) {
    return (
      <Notice tone="error">
        {failure(status.error, text.loadFailed)}{' '}
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => void status.refetch()}
        >
          Retry
        </button>
      </Notice>
    );
  }
  const state = status.data;
  const mustEnrol = state.required && !state.sessionVerified;

  async function newCodes(password: string) {
    setError(null);
    try {
      // New codes ask again when the session has not confirmed lately: the dialog, then a retry.
      const reply = await confirmFirst(() => regenerate({ password }).unwrap());
      if (reply) setStep({ kind: 'codes', codes: reply.recoveryCodes, continueToAdmin: false });
    } catch (refusal) {
      setError(failure(refusal, 'New codes could not be made. Please try again.'));
    }
  }

  const cancel = () => {
    setError(null);
    setStep({ kind: 'idle' });
  };

  return (
    <>
      {mustEnrol && step.kind !== 'codes' && <Notice tone="info">{text.setupRequired}</Notice>}
      {step.kind === 'codes' ? (
        <>
          <Notice tone="success">Two-factor sign-in is on.</Notice>
          <RecoveryCodesList codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
          {step.continueToAdmin && (
            <p>
              <Link to={paths.adminProfile}>Continue to the admin screens</Link>
            </p>
          )}
        </>
      ) : step.kind === 'enrol' ? (
        <Enrolment
          setup={step.setup}
          onCancel={cancel}
          onEnabled={(codes) => setStep({ kind: 'codes', codes, continueToAdmin: mustEnrol })}
        />
      ) : step.kind === 'proof' ? (
        <SetupProof
          label={step.replace ? 'Replace the authenticator' : 'Set up two-factor sign-in'}
          onCancel={cancel}
          onReady={(setup) => setStep({ kind: 'enrol', setup })}
        />
      ) : step.kind === 'password' ? (
        <PasswordForm
          label="Make new recovery codes"
          busy={regenerateState.isLoading}
          error={error}
          onCancel={cancel}
          onSubmit={(password) => void newCodes(password)}
        />
      ) : state.enabled ? (
        <>
          <p>
            Two-factor sign-in is <strong>on</strong>
            {state.enabledAt ? ` since ${formatReceived(state.enabledAt)}` : ''}.{' '}
            {state.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setStep({ kind: 'password' })}
            >
              Make new recovery codes
            </button>
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => setStep({ kind: 'proof', replace: true })}
            >
              Replace the authenticator
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{text.off}</p>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setStep({ kind: 'proof', replace: false })}
          >
            Set up two-factor sign-in
          </button>
        </>
      )}
      {confirmDialog}
    </>
  );
}

function SessionsSection() {
  const sessions = useAdminGetSessionsQuery();
  const [endOne, endOneState] = useAdminEndSessionMutation();
  const [endAll, endAllState] = useAdminEndAllSessionsMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function signOutEverywhere() {
    if (!window.confirm(text.confirmEndAll)) return;
    setError(null);
    const reply = await endAll();
    if ('error' in reply)
      return setError(failure(reply.error, 'Could not sign out everywhere. Please try again.'));
    // This session ended with the others: forget it here too.
    await dispatch(logOut());
    await navigate(paths.account);
  }

  if (sessions.isLoading) return <p role="status">Loading sessions...</p>;
  if (!sessions.data)
    return <Notice tone="error">{failure(sessions.error, text.sessionsLoadFailed)}</Notice>;
  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <div className={styles.tableWrap}>
        <table className={common.table}>
          <caption className="visually-hidden">Signed-in sessions</caption>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id}>
                <td>{session.browser}</td>
                <td>{session.address ?? 'Unknown'}</td>
                <td>{formatReceived(session.createdAt)}</td>
                <td>{formatReceived(session.lastSeenAt)}</td>
                <td>
                  {session.current ? (
                    <span className={styles.current}>This browser</span>
                  ) : (
                    <button
                      type="button"
                      className={buttonClass('ghost')}
                      disabled={endOneState.isLoading}
                      aria-label={`Sign out ${session.browser}, last active ${formatReceived(session.lastSeenAt)}`}
                      onClick={async () => {
                        setError(null);
                        const reply = await endOne(session.id);
                        if ('error' in reply)
                          setError(failure(reply.error, 'Could not sign out that session.'));
                      }}
                    >
                      Sign out
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => void signOutEverywhere()}
        disabled={endAllState.isLoading}
      >
        {endAllState.isLoading ? 'Signing out...' : 'Sign out everywhere'}
      </button>
    </>
  );
}

/** /superadmin/content-library/security: two-factor sign-in and the account's sessions. */
export default function SecurityPage() {
  useDocumentMeta({ title: text.title, description: text.lead });
  return (
    <AdminPage title={text.title} lead={text.lead}>
      <section className={styles.section} aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Two-factor sign-in</h2>
        <TwoFactorSection />
      </section>
      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title">Signed-in sessions</h2>
        <SessionsSection />
      </section>
    </AdminPage>
  );
}
