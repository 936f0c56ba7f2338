import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { INVALID_CODE } from '../../../src/accounts/two-factor-sign-in';
import {
  ADMIN,
  TENANT,
  call,
  createPostgresDatabase,
  createTestApp,
  latestMail,
  mailedSetupCode,
  type MailRecord,
  type TestApp,
} from '../../helper';

const url = (path: string) => `/api/v1/users/${TENANT}${path}`;
const STEP_MS = 30_000;
const LOCKED =
  /^Sign-in codes for this account are locked after 10 wrong codes in a row\. We have e-mailed the account's owner a link that unlocks them; otherwise they open again in \d+ minutes\.$/;

// Two api instances on one database, as behind a load balancer: on PostgreSQL two apps, each
// with its own (in-memory) rate-limit store; PGlite is one process's database, so there the
// one app plays both.
const onPostgres = Boolean(process.env.DATABASE_URL);
const env = { ADMIN_TWO_FACTOR: 'required' };
let a: TestApp;
let b: TestApp;
let secret: string;
let recoveryCodes: string[];

beforeEach(async () => {
  if (onPostgres) {
    const database = await createPostgresDatabase();
    const instance = () =>
      createTestApp({
        env,
        reuse: {
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-')),
          databaseUrl: database.url,
          dropDatabase: database.drop,
        },
      });
    a = await instance();
    b = await instance();
    // One time on both, so a code is the same on each.
    b.clock.advance(a.clock.now().getTime() - b.clock.now().getTime());
  } else {
    a = await createTestApp({ env });
    b = a;
  }
  ({ secret, recoveryCodes } = await enrol());
});
afterEach(async () => {
  if (b !== a) await b.close({ keep: true });
  await a.close();
});

const codeNow = () => generate({ secret, epoch: Math.floor(a.clock.now().getTime() / 1000) });
function advance(ms: number) {
  a.clock.advance(ms);
  if (b !== a) b.clock.advance(ms);
}

async function enrol() {
  const token = (
    await call(a.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    })
  ).json<{ token: string }>().token;
  const emailCode = await mailedSetupCode(a, token, ADMIN.email);
  const setup = await call(a.app, 'POST', url('/two-factor/setup'), {
    token,
    body: { password: ADMIN.password, emailCode },
  });
  const key = setup.json<{ secret: string }>().secret;
  const enable = await call(a.app, 'POST', url('/two-factor/enable'), {
    token,
    body: {
      code: await generate({ secret: key, epoch: Math.floor(a.clock.now().getTime() / 1000) }),
    },
  });
  expect(enable.statusCode).toBe(200);
  return { secret: key, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** A password step on `app` (a success every time) and the code step with `code`. */
async function signIn(app: TestApp, code: string) {
  const login = await call(app.app, 'POST', url('/login'), {
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(login.statusCode).toBe(200);
  const { challenge } = login.json<{ challenge: string }>();
  return call(app.app, 'POST', url('/login/two-factor'), { body: { challenge, code } });
}

const wrongCode = async () => ((await codeNow()) === '000000' ? '111111' : '000000');

/** The newest mail to the owner, from whichever instance's outbox sent it. */
async function ownerMail(subject: string): Promise<MailRecord> {
  for (const app of [a, b]) {
    const mail = await latestMail(app, ADMIN.email);
    if (mail?.subject === subject) return mail;
  }
  throw new Error(`No mail "${subject}" to ${ADMIN.email}`);
}

describe('the code step locks after 10 consecutive failures', () => {
  it('locks on both instances, refuses the right code and a recovery code, and the mailed link opens it', async () => {
    advance(STEP_MS);
    const statuses: number[] = [];
    // Alternating instances, each failure after a successful password step: the count is the
    // database's, and a right password does not start it afresh.
    for (let i = 0; i < 10; i += 1)
      statuses.push((await signIn(i % 2 ? b : a, await wrongCode())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 423]);

    for (const app of [a, b]) {
      const right = await signIn(app, await codeNow());
      expect(right.statusCode).toBe(423);
      expect(right.json<{ message: string }>().message).toMatch(LOCKED);
      expect(right.headers['retry-after']).toBeDefined();
      const recovery = await signIn(app, recoveryCodes[0]!);
      expect(recovery.statusCode).toBe(423);
    }
    const mail = await ownerMail('Sign-in codes locked on your Revline Digital account');
    expect(mail.text).toContain('entered 10 wrong codes in a row');
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/login');
    const actions = await a.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'two-factor.locked')
      .execute();
    expect(actions).toHaveLength(1);

    const unlock = await call(b.app, 'POST', url('/two-factor/unlock'), {
      body: { token: link.searchParams.get('unlock') },
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({
      message: 'Sign-in codes are unlocked. You can sign in with your code again.',
    });
    const reused = await call(a.app, 'POST', url('/two-factor/unlock'), {
      body: { token: link.searchParams.get('unlock') },
    });
    expect(reused.statusCode).toBe(400);
    expect((await signIn(a, await codeNow())).statusCode).toBe(200);
    const unlocked = await a.app.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'two-factor.unlocked')
      .executeTakeFirstOrThrow();
    expect(unlocked.actor).toBe(ADMIN.username);
  });

  it('opens again after an hour; one more failure then locks it again', async () => {
    advance(STEP_MS);
    for (let i = 0; i < 10; i += 1) await signIn(i % 2 ? b : a, await wrongCode());
    advance(59 * 60_000);
    expect((await signIn(b, await codeNow())).statusCode).toBe(423);
    advance(60_000 + STEP_MS);
    const again = await signIn(a, await wrongCode());
    expect(again.statusCode).toBe(423);
    advance(60 * 60_000 + STEP_MS);
    expect((await signIn(b, await codeNow())).statusCode).toBe(200);
  });

  it('counts failures until a successful code step only', async () => {
    advance(STEP_MS);
    for (let i = 0; i < 9; i += 1) await signIn(a, await wrongCode());
    expect((await signIn(b, await codeNow())).statusCode).toBe(200);
    advance(STEP_MS);
    for (let i = 0; i < 9; i += 1) {
      const res = await signIn(b, await wrongCode());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_CODE });
    }
  });

  it("counts a signed-in session's code confirmations too: they are no way round the limit", async () => {
    advance(STEP_MS);
    const session = await signIn(a, await codeNow());
    expect(session.statusCode).toBe(200);
    const { token } = session.json<{ token: string }>();
    advance(STEP_MS);
    const confirm = async () =>
      (
        await call(b.app, 'POST', url('/sessions/confirm'), {
          token,
          body: { code: await wrongCode() },
        })
      ).statusCode;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await confirm());
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 423]);
    expect((await signIn(a, await codeNow())).statusCode).toBe(423);
    const right = await call(a.app, 'POST', url('/sessions/confirm'), {
      token,
      body: { code: await codeNow() },
    });
    expect(right.statusCode).toBe(423);
  });
});
