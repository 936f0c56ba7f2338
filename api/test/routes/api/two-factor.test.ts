import { generate } from 'otplib';
import { loadConfig } from '../../../src/config';
import { INVALID_CODE } from '../../../src/accounts/two-factor-sign-in';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../src/plugins/app/auth';
import {
  ADMIN,
  PASSWORD,
  TENANT,
  call,
  createAdmin,
  createUser,
  latestMail,
  mailedSetupCode,
  suiteApp,
} from '../../helper';

const url = (path: string) => `/api/v1/users/${TENANT}${path}`;
const adminRoute = `/api/v1/inbox/${TENANT}/summary`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const STEP_MS = 30_000;

const t = suiteApp({ env: { ADMIN_TWO_FACTOR: 'required' } });

interface LoginBody {
  token?: string;
  challenge?: string;
  twoFactorRequired?: boolean;
  twoFactorSetupRequired?: boolean;
  message: string;
}

async function passwordStep(password = ADMIN.password, userAgent?: string) {
  const res = await call(t.app, 'POST', url('/login'), {
    body: { username: ADMIN.username, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  return { status: res.statusCode, body: res.json<LoginBody>() };
}

function codeStep(challenge: string, code: string, remoteAddress?: string) {
  return call(t.app, 'POST', url('/login/two-factor'), {
    body: { challenge, code },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The code an authenticator app shows at the test clock's time. */
const codeNow = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** What setting up an authenticator needs: the password and the code mailed for it. */
async function setupBody(token: string) {
  return { password: ADMIN.password, emailCode: await mailedSetupCode(t, token, ADMIN.email) };
}

/** Signs in with the password alone (no second factor yet) and enrols; returns what it got. */
async function enrol() {
  const first = await passwordStep();
  const token = first.body.token!;
  const setup = await call(t.app, 'POST', url('/two-factor/setup'), {
    token,
    body: await setupBody(token),
  });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await call(t.app, 'POST', url('/two-factor/enable'), {
    token,
    body: { code: await codeNow(secret) },
  });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
  return { token, secret, recoveryCodes };
}

/** A full sign-in with a code of the next time step (each step signs in once). */
async function signInWithCode(secret: string): Promise<string> {
  t.clock.advance(STEP_MS);
  const { body } = await passwordStep();
  const res = await codeStep(body.challenge!, await codeNow(secret));
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('two-factor sign-in required for the SuperAdmin', () => {
  it('lets a SuperAdmin without an authenticator sign in only to enrol', async () => {
    const { status, body } = await passwordStep();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      twoFactorSetupRequired: true,
      message: 'Logged in successfully!',
    });
    const admin = await call(t.app, 'GET', adminRoute, { token: body.token });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
    const state = await call(t.app, 'GET', url('/two-factor'), { token: body.token });
    expect(state.json()).toEqual({
      enabled: false,
      required: true,
      enabledAt: null,
      recoveryCodesLeft: 0,
      sessionVerified: false,
    });
  });

  it('enrols with a QR code and key, confirms with a code, and hands out ten recovery codes once', async () => {
    const { body } = await passwordStep();
    const token = body.token!;
    const earlier = (await passwordStep()).body.token!;
    const setup = await call(t.app, 'POST', url('/two-factor/setup'), {
      token,
      body: await setupBody(token),
    });
    expect(setup.statusCode).toBe(200);
    const reply = setup.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    expect(reply.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(reply.otpauthUri).toMatch(/^otpauth:\/\/totp\/Revline%20Digital:admin\?/);
    expect(reply.otpauthUri).toContain(`secret=${reply.secret}`);
    expect(reply.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(reply.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wrong = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: '12345' },
    });
    expect(wrong.statusCode).toBe(400);

    const enable = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeNow(reply.secret) },
    });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed: no code appears in the database.
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    // The enrolling session passed the second factor; the password-only one ended.
    expect((await call(t.app, 'GET', adminRoute, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', adminRoute, { token: earlier })).statusCode).toBe(401);
    const state = await call(t.app, 'GET', url('/two-factor'), { token });
    expect(state.json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      sessionVerified: true,
    });
  });

  it('asks for the code after the password and opens no session before it', async () => {
    const { secret } = await enrol();
    t.clock.advance(STEP_MS);
    const { status, body } = await passwordStep();
    expect(status).toBe(200);
    expect(body.token).toBeUndefined();
    expect(body).toMatchObject({ twoFactorRequired: true, expiresInSeconds: 300 });
    const res = await codeStep(body.challenge!, await codeNow(secret));
    expect(res.statusCode).toBe(200);
    const session = res.json<{ token: string; role: string }>();
    expect(session.role).toBe('SuperAdmin');
    expect((await call(t.app, 'GET', adminRoute, { token: session.token })).statusCode).toBe(200);
  });

  it('refuses a wrong code, a spent code, a stale or forged challenge with one message', async () => {
    const { secret, recoveryCodes } = await enrol();
    t.clock.advance(STEP_MS);
    const { body } = await passwordStep();
    const right = await codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refusals = [
      await codeStep(body.challenge!, wrong),
      await codeStep(body.challenge!, 'aaaaa-bbbbb'),
      await codeStep(`${body.challenge!.slice(0, -2)}xx`, right),
      await codeStep('not.a-challenge', right),
    ];
    t.clock.advance(6 * 60_000);
    refusals.push(await codeStep(body.challenge!, recoveryCodes[0]!));
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_CODE });
    }
    // A wrong password is refused at the first step, before any code is asked.
    const badPassword = await passwordStep('Not-the-password-1');
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.challenge).toBeUndefined();
  });

  it('accepts each code once: a replay within its window is refused', async () => {
    const { secret } = await enrol();
    t.clock.advance(STEP_MS);
    const code = await codeNow(secret);
    const first = await passwordStep();
    expect((await codeStep(first.body.challenge!, code)).statusCode).toBe(200);
    const second = await passwordStep();
    const replay = await codeStep(second.body.challenge!, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: INVALID_CODE });
    // The code enrolment used is spent too (its step is the last accepted one).
    t.clock.advance(STEP_MS);
    expect((await codeStep(second.body.challenge!, await codeNow(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const { recoveryCodes } = await enrol();
    const code = recoveryCodes[3]!;
    const first = await passwordStep();
    const res = await codeStep(first.body.challenge!, ` ${code.toUpperCase().replace('-', ' ')} `);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect((await call(t.app, 'GET', adminRoute, { token })).statusCode).toBe(200);

    const again = await codeStep((await passwordStep()).body.challenge!, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: INVALID_CODE });
    const state = await call(t.app, 'GET', url('/two-factor'), { token });
    expect(state.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('regenerates the recovery codes with the password; the old ones stop working', async () => {
    const { token, recoveryCodes } = await enrol();
    const wrong = await call(t.app, 'POST', url('/two-factor/recovery-codes'), {
      token,
      body: { password: 'Not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your password is incorrect.' });
    const res = await call(t.app, 'POST', url('/two-factor/recovery-codes'), {
      token,
      body: { password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await codeStep((await passwordStep()).body.challenge!, recoveryCodes[0]!);
    expect(old.statusCode).toBe(401);
    expect((await codeStep((await passwordStep()).body.challenge!, fresh[0]!)).statusCode).toBe(
      200,
    );
  });

  it('needs the password and a newly mailed code to replace an enrolled authenticator', async () => {
    const { token } = await enrol();
    const without = await call(t.app, 'POST', url('/two-factor/setup'), {
      token,
      body: { password: ADMIN.password },
    });
    expect(without.statusCode).toBe(400);
    const replace = await call(t.app, 'POST', url('/two-factor/setup'), {
      token,
      body: await setupBody(token),
    });
    expect(replace.statusCode).toBe(200);
    const { secret } = replace.json<{ secret: string }>();
    t.clock.advance(STEP_MS);
    const enable = await call(t.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await codeNow(secret) },
    });
    expect(enable.statusCode).toBe(200);
    expect(await latestMail(t, ADMIN.email)).toMatchObject({
      subject: 'Your Revline Digital authenticator was replaced',
    });
  });

  it('keeps enrolment to the staff', async () => {
    const member = await createUser(t, 'member');
    const res = await call(t.app, 'POST', url('/two-factor/setup'), {
      token: member.token,
      body: { password: PASSWORD, emailCode: '12345678' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Two-factor sign-in is for the site's staff accounts." });
    // A User's sign-in is unchanged: one step, a token.
    const login = await call(t.app, 'POST', url('/login'), {
      body: { username: 'member', password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ role: 'User', message: 'Logged in successfully!' });
    expect(login.json()).not.toHaveProperty('twoFactorSetupRequired');
  });

  it('ends an unfinished sign-in when the password changes', async () => {
    const { secret, token } = await enrol();
    t.clock.advance(STEP_MS);
    const pending = await passwordStep();
    const change = await call(t.app, 'POST', url('/change-password'), {
      token,
      body: { oldPassword: ADMIN.password, newPassword: 'A-new-password-2' },
    });
    expect(change.statusCode).toBe(200);
    const res = await codeStep(pending.body.challenge!, await codeNow(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: INVALID_CODE });
  });
});

describe('sessions', () => {
  it('lists the signed-in sessions with when, where and which browser', async () => {
    const { token, secret } = await enrol();
    t.clock.advance(STEP_MS);
    const { body } = await passwordStep(ADMIN.password, FIREFOX);
    const other = await call(t.app, 'POST', url('/login/two-factor'), {
      body: { challenge: body.challenge, code: await codeNow(secret) },
      headers: { 'user-agent': FIREFOX },
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
    const res = await call(t.app, 'GET', url('/sessions'), { token });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    expect(list).toHaveLength(2);
    expect(list).toContainEqual(
      expect.objectContaining({
        browser: 'Firefox on Linux',
        address: '203.0.113.9',
        current: false,
      }),
    );
    expect(list.filter((s) => s.current)).toHaveLength(1);
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual(
        ['address', 'browser', 'createdAt', 'current', 'id', 'lastSeenAt'].sort(),
      );
    }
  });

  it('notes when a session was last used', async () => {
    const member = await createUser(t, 'member');
    const [before] = (await call(t.app, 'GET', url('/sessions'), { token: member.token })).json<
      { lastSeenAt: string }[]
    >();
    t.clock.advance(5 * 60_000);
    const [after] = (await call(t.app, 'GET', url('/sessions'), { token: member.token })).json<
      { lastSeenAt: string }[]
    >();
    expect(Date.parse(after!.lastSeenAt) - Date.parse(before!.lastSeenAt)).toBe(5 * 60_000);
  });

  it('signs out one session: its token gets 401 on the next request', async () => {
    const member = await createUser(t, 'member');
    const second = await call(t.app, 'POST', url('/login'), {
      body: { username: 'member', password: PASSWORD },
    });
    const secondToken = second.json<{ token: string }>().token;
    const list = (await call(t.app, 'GET', url('/sessions'), { token: member.token })).json<
      { id: string; current: boolean }[]
    >();
    const target = list.find((s) => !s.current)!;
    // Another account cannot end it.
    const stranger = await createUser(t, 'stranger');
    const foreign = await call(t.app, 'DELETE', url(`/sessions/${target.id}`), {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const res = await call(t.app, 'DELETE', url(`/sessions/${target.id}`), { token: member.token });
    expect(res.statusCode).toBe(204);
    const after = await call(t.app, 'GET', url('/profile'), { token: secondToken });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Your session is invalid or has expired. Please log in again.',
    });
    expect((await call(t.app, 'GET', url('/profile'), { token: member.token })).statusCode).toBe(
      200,
    );
  });

  it('signs out everywhere, this session included', async () => {
    const { token, secret } = await enrol();
    const other = await signInWithCode(secret);
    const res = await call(t.app, 'DELETE', url('/sessions'), { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are signed out everywhere.' });
    for (const each of [token, other])
      expect((await call(t.app, 'GET', url('/profile'), { token: each })).statusCode).toBe(401);
  });

  it('ends every other session on a password change', async () => {
    const { token, secret } = await enrol();
    const other = await signInWithCode(secret);
    const change = await call(t.app, 'POST', url('/change-password'), {
      token,
      body: { oldPassword: ADMIN.password, newPassword: 'A-new-password-2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await call(t.app, 'GET', url('/profile'), { token: other })).statusCode).toBe(401);
    const list = (await call(t.app, 'GET', url('/sessions'), { token })).json<unknown[]>();
    expect(list).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the code step is rate-limited with the login', () => {
  const limited = suiteApp({
    env: { ADMIN_TWO_FACTOR: 'required', RATE_LIMIT_SCALE: '1', RATE_LIMIT_LOGIN: '4/15m' },
    resetEachTest: false,
  });

  it('answers 429 once the password and code attempts of the account reach the limit', async () => {
    const first = await call(limited.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    const token = first.json<{ token: string }>().token;
    const setup = await call(limited.app, 'POST', url('/two-factor/setup'), {
      token,
      body: {
        password: ADMIN.password,
        emailCode: await mailedSetupCode(limited, token, ADMIN.email),
      },
    });
    const { secret } = setup.json<{ secret: string }>();
    const epoch = Math.floor(limited.clock.now().getTime() / 1000);
    await call(limited.app, 'POST', url('/two-factor/enable'), {
      token,
      body: { code: await generate({ secret, epoch }) },
    });
    const login = await call(limited.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    const { challenge } = login.json<{ challenge: string }>();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await call(limited.app, 'POST', url('/login/two-factor'), {
        body: { challenge, code: 'aaaaa-bbbbb' },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    // The password step and three codes fill the account's four (the enrolling sign-in opened a
    // session, which starts the count afresh); the next code, even a right one, waits.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await call(limited.app, 'POST', url('/login/two-factor'), {
      body: { challenge, code: await generate({ secret, epoch: epoch + 30 }) },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in /);
  });
});

describe('ADMIN_TWO_FACTOR', () => {
  it('defaults to required and cannot be relaxed in production', () => {
    expect(loadConfig({}).adminTwoFactor).toBe('required');
    expect(loadConfig({ ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe('optional');
    expect(() => loadConfig({ ADMIN_TWO_FACTOR: 'optional', NODE_ENV: 'production' })).toThrow(
      'ADMIN_TWO_FACTOR=optional is for development only, not NODE_ENV=production.',
    );
    expect(() => loadConfig({ ADMIN_TWO_FACTOR: 'off' })).toThrow(/must be "required"/);
  });
});

describe('ADMIN_TWO_FACTOR_EXEMPT', () => {
  const exempt = suiteApp({
    env: {
      ADMIN_TWO_FACTOR: 'required',
      ADMIN_TWO_FACTOR_EXEMPT: ` ${ADMIN.username.toUpperCase()} `,
    },
  });

  it('lets the named SuperAdmin in with the password alone and holds every other one to the gate', async () => {
    const summary = `/api/v1/inbox/${TENANT}/summary`;
    const named = await call(exempt.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    const { token } = named.json<LoginBody>();
    expect(named.json()).not.toHaveProperty('twoFactorSetupRequired');
    expect((await call(exempt.app, 'GET', summary, { token })).statusCode).toBe(200);

    const other = await createAdmin(exempt, 'second-admin', TENANT);
    const refused = await call(exempt.app, 'GET', summary, { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TWO_FACTOR_SETUP_REQUIRED });
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ ADMIN_TWO_FACTOR_EXEMPT: 'admin', NODE_ENV: 'production' })).toThrow(
      'ADMIN_TWO_FACTOR_EXEMPT is for development only, not NODE_ENV=production.',
    );
    expect(loadConfig({}).adminTwoFactorExempt).toEqual([]);
  });
});
