import { generate } from 'otplib';
import { ensureSuperAdmin } from '../../../src/accounts/super-admin';
import { resetTwoFactor } from '../../../src/accounts/two-factor-reset';
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
const STEP_MS = 30_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const WRONG_SETUP_CODE =
  'That e-mailed code is not valid or has expired. Ask for a new code and try again.';

const t = suiteApp({ env: { ADMIN_TWO_FACTOR: 'required' } });

const codeNow = (app: TestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

/** A session of the SuperAdmin that has passed only the password (no authenticator yet). */
async function passwordSession(userAgent = FIREFOX): Promise<string> {
  const res = await call(t.app, 'POST', url('/login'), {
    body: { username: ADMIN.username, password: ADMIN.password },
    headers: { 'user-agent': userAgent },
  });
  return res.json<{ token: string }>().token;
}

function setup(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', url('/two-factor/setup'), { token, body });
}

/** The key a full set-up (password and mailed code) leaves waiting for its first code. */
async function pendingKey(token: string): Promise<string> {
  const emailCode = await mailedSetupCode(t, token, ADMIN.email);
  const res = await setup(token, { password: ADMIN.password, emailCode });
  expect(res.statusCode).toBe(200);
  return res.json<{ secret: string }>().secret;
}

async function auditActions(): Promise<string[]> {
  const rows = await t.app.db.selectFrom('audit_log').select('action').orderBy('at').execute();
  return rows.map((row) => row.action);
}

describe('enrolment proves the password and the mailbox', () => {
  it('refuses a set-up without the password, with a wrong one, without the mailed code or with a wrong one', async () => {
    const token = await passwordSession();
    const emailCode = await mailedSetupCode(t, token, ADMIN.email);
    const mail = await latestMail(t, ADMIN.email);
    expect(mail?.subject).toBe(`Your Revline Digital set-up code: ${emailCode}`);

    const noPassword = await setup(token, { emailCode });
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await setup(token, { password: 'Not-the-password-1', emailCode });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: 'Your password is incorrect.' });
    const noCode = await setup(token, { password: ADMIN.password });
    expect(noCode.statusCode).toBe(400);
    const wrongCode = await setup(token, {
      password: ADMIN.password,
      emailCode: emailCode === '00000000' ? '11111111' : '00000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: WRONG_SETUP_CODE });

    const state = await t.app.twoFactorRepository.state(
      TENANT,
      (await login(t, ADMIN.username, ADMIN.password)).id,
    );
    expect(state.pendingSecret).toBeUndefined();
    // The right code still works after one wrong try, once.
    const both = await setup(token, { password: ADMIN.password, emailCode });
    expect(both.statusCode).toBe(200);
    const again = await setup(token, { password: ADMIN.password, emailCode });
    expect(again.json()).toEqual({ message: WRONG_SETUP_CODE });
  });

  it('spends the mailed code after five wrong tries, and after 15 minutes', async () => {
    const token = await passwordSession();
    const emailCode = await mailedSetupCode(t, token, ADMIN.email);
    const wrong = emailCode === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i += 1)
      expect((await setup(token, { password: ADMIN.password, emailCode: wrong })).statusCode).toBe(
        400,
      );
    const spent = await setup(token, { password: ADMIN.password, emailCode });
    expect(spent.json()).toEqual({ message: WRONG_SETUP_CODE });

    const fresh = await mailedSetupCode(t, token, ADMIN.email);
    t.clock.advance(15 * 60_000 + 1);
    const late = await setup(token, { password: ADMIN.password, emailCode: fresh });
    expect(late.json()).toEqual({ message: WRONG_SETUP_CODE });
  });

  it('turns two-factor sign-in on with both, mails the owner and records each step', async () => {
    const token = await passwordSession();
    const secret = await pendingKey(token);
    const enable = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeNow(t, secret) },
    });
    expect(enable.statusCode).toBe(200);
    const mail = await latestMail(t, ADMIN.email);
    expect(mail?.subject).toBe('Two-factor sign-in is on for your Revline Digital account');
    expect(mail?.text).toContain(
      'Two-factor sign-in was turned on: signing in now needs a code from your app.',
    );
    expect(mail?.html).not.toContain(secret);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['two-factor.setup-code', 'two-factor.setup', 'two-factor.enable']),
    );

    const renew = await call(t.app, 'POST', url('/two-factor/recovery-codes'), {
      token,
      body: { password: ADMIN.password },
    });
    expect(renew.statusCode).toBe(200);
    expect((await latestMail(t, ADMIN.email))?.subject).toBe(
      'New Revline Digital recovery codes were made',
    );
    expect(await auditActions()).toContain('two-factor.recovery-codes');

    // Replacing the key: a new set-up (both proofs again) and its first code.
    t.clock.advance(STEP_MS);
    const next = await pendingKey(token);
    const replace = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeNow(t, next) },
    });
    expect(replace.statusCode).toBe(200);
    expect((await latestMail(t, ADMIN.email))?.subject).toBe(
      'Your Revline Digital authenticator was replaced',
    );
    expect(await auditActions()).toContain('two-factor.replace');
  });

  it('leaves exactly one key on when four enables of one code arrive together', async () => {
    const token = await passwordSession();
    const secret = await pendingKey(token);
    const code = await codeNow(t, secret);
    const replies = await Promise.all(
      [0, 1, 2, 3].map(() =>
        call(t.app, 'POST', url('/two-factor/enable'), { token, body: { code } }),
      ),
    );
    const statuses = replies.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const row = await t.app.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: secret, totp_pending_secret: null });
    const codes = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(codes).toHaveLength(10);
    // The codes shown by the one 200 are the stored ones.
    const shown = replies
      .find((res) => res.statusCode === 200)!
      .json<{ recoveryCodes: string[] }>();
    t.clock.advance(STEP_MS);
    const challenge = (
      await call(t.app, 'POST', url('/login'), {
        body: { username: ADMIN.username, password: ADMIN.password },
      })
    ).json<{ challenge: string }>().challenge;
    const signIn = await call(t.app, 'POST', url('/login/two-factor'), {
      body: { challenge, code: shown.recoveryCodes[0] },
    });
    expect(signIn.statusCode).toBe(200);
    // A browser this account had not signed in from (no user agent at all): the owner is told.
    const notice = await latestMail(t, ADMIN.email);
    expect(notice?.subject).toBe('New sign-in to your Revline Digital account');
    expect(notice?.text).toContain('Unknown browser');
  });
});

describe('a sign-in from a new browser', () => {
  it('is mailed to the owner once per browser', async () => {
    const before = (await latestMail(t, ADMIN.email))?.subject;
    expect(before).toBeUndefined();
    await passwordSession(FIREFOX);
    const first = await latestMail(t, ADMIN.email);
    expect(first?.subject).toBe('New sign-in to your Revline Digital account');
    expect(first?.text).toContain('Firefox on Linux');
    await passwordSession(FIREFOX);
    expect((await latestMail(t, ADMIN.email))?.createdAt).toBe(first?.createdAt);
    await passwordSession(CHROME);
    const second = await latestMail(t, ADMIN.email);
    expect(second?.text).toContain('Chrome on Windows');
    expect(second?.createdAt).not.toBe(first?.createdAt);
  });

  it('is not mailed for a User', async () => {
    const member = await createUser(t, 'member');
    await call(t.app, 'POST', url('/login'), {
      body: { username: 'member', password: PASSWORD },
      headers: { 'user-agent': CHROME },
    });
    expect((await latestMail(t, member.email))?.subject).not.toMatch(/New sign-in/);
  });
});

describe('the operator reset from the command line', () => {
  it('turns the second factor off, ends every session, mails the owner and is audited', async () => {
    const token = await passwordSession();
    const secret = await pendingKey(token);
    await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeNow(t, secret) },
    });
    await resetTwoFactor(t.app, TENANT, ADMIN.username);

    expect((await call(t.app, 'GET', url('/profile'), { token })).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    const mail = await latestMail(t, ADMIN.email);
    expect(mail?.subject).toBe('Two-factor sign-in was reset on your Revline Digital account');
    const entry = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'actor_id', 'object_label', 'before', 'after'])
      .where('action', '=', 'two-factor.reset')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor: 'command line',
      actor_id: null,
      object_label: ADMIN.username,
    });
    // The password signs in again with no code step, to enrol anew.
    const again = await call(t.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(again.json()).toMatchObject({ twoFactorSetupRequired: true });
    await expect(resetTwoFactor(t.app, TENANT, 'nobody')).rejects.toThrow(
      'No account "nobody" in tenant "revline".',
    );
  });
});

describe('promotion to SuperAdmin', () => {
  it("voids the account's pending reset and e-mail-change links and ends its sessions", async () => {
    const member = await createUser(t, 'climber');
    const forgot = await call(t.app, 'POST', url('/forgot-password'), {
      body: { email: member.email },
    });
    expect(forgot.statusCode).toBe(200);
    const resetToken = await mailedToken(t, member.email, 'reset');
    const change = await call(t.app, 'PUT', url('/profile'), {
      token: member.token,
      body: { email: 'taken-over@example.com', password: member.password },
    });
    expect(change.statusCode).toBe(200);
    const changeToken = await mailedToken(t, 'taken-over@example.com', 'verify');

    const result = await ensureSuperAdmin(
      t.app,
      TENANT,
      {
        username: 'climber',
        email: member.email,
        password: 'Promoted-Pass-1',
        resetPassword: true,
      },
      'command line',
    );
    expect(result).toEqual({ outcome: 'promoted', passwordChanged: true, emailChanged: false });

    const reset = await call(t.app, 'POST', url(`/reset-password/${resetToken}`), {
      body: { password: 'Attacker-Pass-1' },
    });
    expect(reset.statusCode).toBe(400);
    const verify = await call(t.app, 'GET', url(`/verify-email/${changeToken}`));
    expect(verify.statusCode).toBe(400);
    expect((await call(t.app, 'GET', url('/profile'), { token: member.token })).statusCode).toBe(
      401,
    );
    const entry = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'super-admin.command-line')
      .where('object_label', '=', 'climber')
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe('command line');
  });

  it('keeps an existing password at start unless ADMIN_PASSWORD_RESET asks, and records what it applied', async () => {
    const rotated = { ...ADMIN, password: 'Rotated-Pass-22' };
    const kept = await ensureSuperAdmin(t.app, TENANT, rotated, 'start');
    expect(kept).toEqual({ outcome: 'unchanged', passwordChanged: false, emailChanged: false });
    await login(t, ADMIN.username, ADMIN.password);

    const moved = await ensureSuperAdmin(
      t.app,
      TENANT,
      { ...rotated, email: 'owner@revline.example' },
      'start',
    );
    expect(moved).toEqual({ outcome: 'updated', passwordChanged: false, emailChanged: true });
    await login(t, ADMIN.username, ADMIN.password);

    const reset = await ensureSuperAdmin(
      t.app,
      TENANT,
      { ...rotated, email: 'owner@revline.example', resetPassword: true },
      'start',
    );
    expect(reset).toEqual({ outcome: 'updated', passwordChanged: true, emailChanged: false });
    await login(t, ADMIN.username, rotated.password);
    const entries = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'super-admin.applied-at-start')
      .orderBy('at')
      .execute();
    expect(entries.map((entry) => entry.actor)).toEqual(
      expect.arrayContaining(['ADMIN_* settings at start']),
    );
    expect(entries.at(-1)!.after).toEqual({
      outcome: 'updated',
      passwordChanged: true,
      emailChanged: false,
    });
    expect(JSON.stringify(entries)).not.toContain(rotated.password);
  });
});
