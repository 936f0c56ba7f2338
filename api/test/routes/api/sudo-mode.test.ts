import { generate } from 'otplib';
import { CONFIRM_IT_IS_YOU } from '@agency/contract';
import { newTotpSecret } from '../../../src/lib/two-factor';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from '../../../src/routes/api/users';
import {
  ADMIN,
  PASSWORD,
  TENANT,
  call,
  createUser,
  latestMail,
  login,
  mailedSetupCode,
  mailedToken,
  suiteApp,
  type TestApp,
} from '../../helper';

const url = (path: string) => `/api/v1/users/${TENANT}${path}`;
const MINUTE = 60_000;
const STEP_MS = 30_000;

const t = suiteApp();

/** The sensitive actions of the SuperAdmin that ask again, each called once with `token`. */
const SENSITIVE: [string, (token: string) => ReturnType<typeof call>][] = [
  [
    'the export of a person',
    (token) =>
      call(t.app, 'POST', `/api/v1/people/${TENANT}/export`, {
        token,
        body: { email: 'nobody@example.com' },
      }),
  ],
  [
    'the erasure of a person',
    (token) =>
      call(t.app, 'POST', `/api/v1/people/${TENANT}/erase`, {
        token,
        body: { email: 'nobody@example.com' },
      }),
  ],
  [
    'the inbox CSV export',
    (token) => call(t.app, 'GET', `/api/v1/inbox/${TENANT}/leads.csv`, { token }),
  ],
];

function confirm(token: string, body: Record<string, string>, app = t.app) {
  return call(app, 'POST', url('/sessions/confirm'), { token, body });
}

/** The audit entries of an action, oldest first. */
async function audited(action: string, app: TestApp['app'] = t.app) {
  return app.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'object_id', 'after'])
    .where('tenant_id', '=', TENANT)
    .where('action', '=', action)
    .orderBy('at')
    .execute();
}

/** Turns on the admin's authenticator in the database (enrolment itself is tested elsewhere). */
async function enrolAdmin(): Promise<string> {
  const secret = newTotpSecret();
  await t.app.db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: t.clock.now() })
    .where('username', '=', ADMIN.username)
    .execute();
  return secret;
}

const codeAt = (secret: string, offsetMs = 0) =>
  generate({ secret, epoch: Math.floor((t.clock.now().getTime() + offsetMs) / 1000) });

describe('sensitive actions ask again (sudo mode)', () => {
  it.each(SENSITIVE)(
    '%s passes right after sign-in, asks again 10 minutes later, and passes after a password confirmation',
    async (_name, send) => {
      const { token } = await login(t, ADMIN.username, ADMIN.password);
      expect((await send(token)).statusCode).toBe(200);

      t.clock.advance(10 * MINUTE);
      const refused = await send(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CONFIRM_IT_IS_YOU });

      const wrong = await confirm(token, { password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Your password is incorrect.' });
      expect((await send(token)).statusCode).toBe(403);

      const right = await confirm(token, { password: ADMIN.password });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({
        message: 'Thank you. For the next 10 minutes you can go on without confirming again.',
      });
      expect((await send(token)).statusCode).toBe(200);
    },
  );

  it('new recovery codes ask again too, and a fresh code of the app confirms (once)', async () => {
    const secret = await enrolAdmin();
    const { challenge } = (
      await call(t.app, 'POST', url('/login'), {
        body: { username: ADMIN.username, password: ADMIN.password },
      })
    ).json<{ challenge: string }>();
    const signIn = await call(t.app, 'POST', url('/login/two-factor'), {
      body: { challenge, code: await codeAt(secret) },
    });
    const { token } = signIn.json<{ token: string }>();
    const renew = () =>
      call(t.app, 'POST', url('/two-factor/recovery-codes'), {
        token,
        body: { password: ADMIN.password },
      });

    t.clock.advance(11 * MINUTE);
    const refused = await renew();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CONFIRM_IT_IS_YOU });

    const code = await codeAt(secret);
    expect((await confirm(token, { code })).statusCode).toBe(200);
    // The same code does not confirm twice.
    const replay = await confirm(token, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/^That code does not match\./);
    const codes = await renew();
    expect(codes.statusCode).toBe(200);
    expect(codes.json().recoveryCodes).toHaveLength(10);
    expect((await audited('session.confirm')).map((entry) => entry.after)).toEqual([
      { proof: 'app' },
    ]);
  });

  it('asks for the password or a code, not both or neither, and a code only of an account with an app', async () => {
    const user = await createUser(t, 'alice');
    const cases: [Record<string, string>, string][] = [
      [{}, 'Enter your password or a code from your authenticator app, not both.'],
      [
        { password: PASSWORD, code: '123456' },
        'Enter your password or a code from your authenticator app, not both.',
      ],
      [{ code: '123456' }, 'Your account has no authenticator app. Confirm with your password.'],
    ];
    for (const [body, message] of cases) {
      const res = await confirm(user.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await confirm(user.token, { password: PASSWORD })).statusCode).toBe(200);
    // What a User does to their own account is theirs: the log is the SuperAdmins' record.
    expect(await audited('session.confirm')).toEqual([]);
  });

  it('records a SuperAdmin confirmation in the audit log', async () => {
    const { token } = await login(t, ADMIN.username, ADMIN.password);
    await confirm(token, { password: ADMIN.password });
    expect(await audited('session.confirm')).toEqual([
      expect.objectContaining({ actor: ADMIN.username, after: { proof: 'password' } }),
    ]);
  });
});

describe('password checks of a signed-in session count in the login limits', () => {
  const limited = suiteApp({ env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_LOGIN: '4/15m' } });

  it('answers 429 to the fifth wrong old password of change-password, then even to the right one', async () => {
    const user = await createUser(limited, 'alice');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(limited.app, 'POST', url('/change-password'), {
        token: user.token,
        body: { oldPassword: `wrong-${i}-password`, newPassword: 'Changed-Pass-77' },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call(limited.app, 'POST', url('/change-password'), {
      token: user.token,
      body: { oldPassword: PASSWORD, newPassword: 'Changed-Pass-77' },
    });
    expect(right.statusCode).toBe(429);
    // Confirmations share the bucket.
    expect((await confirm(user.token, { password: PASSWORD }, limited.app)).statusCode).toBe(429);
  });
});

describe('changing the e-mail address', () => {
  const change = (token: string, body: Record<string, string>) =>
    call(t.app, 'PUT', url('/profile'), { token, body });

  it('needs the current password', async () => {
    const user = await createUser(t, 'alice');
    const without = await change(user.token, { email: 'new@example.com' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: EMAIL_CHANGE_NEEDS_PASSWORD });
    const wrong = await change(user.token, { email: 'new@example.com', password: 'wrong-one' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your password is incorrect.' });
    expect(await latestMail(t, 'new@example.com')).toBeUndefined();
    // A change of the username alone asks nothing more.
    expect((await change(user.token, { username: 'alice2' })).statusCode).toBe(200);

    const right = await change(user.token, { email: 'new@example.com', password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await latestMail(t, 'new@example.com')).toBeDefined();
  });

  it('mails the old address a link that undoes the change: the address comes back and every session ends', async () => {
    const user = await createUser(t, 'alice');
    const other = await login(t, 'alice', PASSWORD);
    await change(user.token, { email: 'thief@example.com', password: PASSWORD });

    const notice = await latestMail(t, 'alice@example.com');
    expect(notice?.subject).toBe('Your Revline Digital e-mail address is being changed');
    expect(notice?.text).toContain('thief@example.com');
    const undoLink = notice!.links.find((link) => link.includes('/user/undo-email-change?'));
    expect(undoLink).toBeDefined();
    const undoToken = new URL(undoLink!).searchParams.get('token')!;

    // The thief verifies the new address: it is the account's now.
    const verify = await mailedToken(t, 'thief@example.com', 'verify');
    expect((await call(t.app, 'GET', url(`/verify-email/${verify}`))).statusCode).toBe(200);
    const profile = (token: string) => call(t.app, 'GET', url('/profile'), { token });
    expect((await profile(user.token)).json().email).toBe('thief@example.com');

    // Six days later the owner follows the link.
    t.clock.advance(6 * 24 * 60 * MINUTE);
    const undo = await call(t.app, 'POST', url(`/undo-email-change/${undoToken}`));
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toMatch(/^The change is undone: your account keeps this e-mail/);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(401);
    const back = await login(t, 'alice', PASSWORD);
    expect((await profile(back.token)).json().email).toBe('alice@example.com');
    // Once only.
    expect((await call(t.app, 'POST', url(`/undo-email-change/${undoToken}`))).statusCode).toBe(
      400,
    );
  });

  it('an undo before the new address is verified cancels the change for good', async () => {
    const user = await createUser(t, 'alice');
    await change(user.token, { email: 'thief@example.com', password: PASSWORD });
    const verify = await mailedToken(t, 'thief@example.com', 'verify');
    const undoLink = (await latestMail(t, 'alice@example.com'))!.links.find((link) =>
      link.includes('/user/undo-email-change?'),
    )!;
    const undoToken = new URL(undoLink).searchParams.get('token')!;
    expect((await call(t.app, 'POST', url(`/undo-email-change/${undoToken}`))).statusCode).toBe(
      200,
    );
    const late = await call(t.app, 'GET', url(`/verify-email/${verify}`));
    expect(late.statusCode).toBe(400);
    const back = await login(t, 'alice', PASSWORD);
    const profile = await call(t.app, 'GET', url('/profile'), { token: back.token });
    expect(profile.json().email).toBe('alice@example.com');
  });

  it('the undo link expires after 7 days', async () => {
    const user = await createUser(t, 'alice');
    await change(user.token, { email: 'new@example.com', password: PASSWORD });
    const undoLink = (await latestMail(t, 'alice@example.com'))!.links.find((link) =>
      link.includes('/user/undo-email-change?'),
    )!;
    t.clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
    const res = await call(
      t.app,
      'POST',
      url(`/undo-email-change/${new URL(undoLink).searchParams.get('token')!}`),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This link is invalid, already used or expired.' });
  });
});

describe("the SuperAdmin's account changes are in the audit log", () => {
  it('records a password change, a profile change and a log-out, without the addresses', async () => {
    const { token } = await login(t, ADMIN.username, ADMIN.password);
    await call(t.app, 'POST', url('/change-password'), {
      token,
      body: { oldPassword: ADMIN.password, newPassword: 'Rotated-Pass-88' },
    });
    await call(t.app, 'PUT', url('/profile'), {
      token,
      body: { username: 'owner', email: 'owner@revline.example', password: 'Rotated-Pass-88' },
    });
    await call(t.app, 'POST', url('/logout'), { token });
    const [password] = await audited('account.password-change');
    expect(password).toMatchObject({ actor: ADMIN.username });
    const [profile] = await audited('account.profile-change');
    expect(profile).toMatchObject({
      actor: ADMIN.username,
      after: { username: 'owner', role: 'SuperAdmin', emailChangeRequested: true },
    });
    expect(JSON.stringify(profile)).not.toContain('owner@revline.example');
    expect(await audited('session.log-out')).toEqual([expect.objectContaining({ actor: 'owner' })]);
  });

  it('records a reset by mail and an e-mail change that the link completes', async () => {
    await call(t.app, 'POST', url('/forgot-password'), { body: { email: ADMIN.email } });
    const reset = await mailedToken(t, ADMIN.email, 'reset');
    await call(t.app, 'POST', url(`/reset-password/${reset}`), {
      body: { password: 'Reset-Pass-99' },
    });
    expect(await audited('account.password-reset')).toEqual([
      expect.objectContaining({ actor: ADMIN.username }),
    ]);

    const { token } = await login(t, ADMIN.username, 'Reset-Pass-99');
    await call(t.app, 'PUT', url('/profile'), {
      token,
      body: { email: 'owner@revline.example', password: 'Reset-Pass-99' },
    });
    const verify = await mailedToken(t, 'owner@revline.example', 'verify');
    await call(t.app, 'GET', url(`/verify-email/${verify}`));
    const [changed] = await audited('account.email-change');
    expect(changed).toMatchObject({ actor: ADMIN.username });
    expect(JSON.stringify(changed)).not.toContain('owner@revline.example');
  });
});

describe('replies that carry a key, codes or sessions', () => {
  it('are no-store: two-factor setup, enable with its recovery codes, new recovery codes, the sessions list', async () => {
    const { token } = await login(t, ADMIN.username, ADMIN.password);
    const emailCode = await mailedSetupCode(t, token, ADMIN.email);
    const setup = await call(t.app, 'POST', url('/two-factor/setup'), {
      token,
      body: { password: ADMIN.password, emailCode },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('private, no-store');
    const { secret } = setup.json<{ secret: string }>();
    const enable = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeAt(secret) },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.headers['cache-control']).toBe('private, no-store');
    const renew = await call(t.app, 'POST', url('/two-factor/recovery-codes'), {
      token,
      body: { password: ADMIN.password },
    });
    expect(renew.statusCode).toBe(200);
    expect(renew.headers['cache-control']).toBe('private, no-store');
    const sessions = await call(t.app, 'GET', url('/sessions'), { token });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.headers['cache-control']).toBe('private, no-store');
    t.clock.advance(STEP_MS);
  });

  it('leaves published reads shareable', async () => {
    const res = await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });
});
