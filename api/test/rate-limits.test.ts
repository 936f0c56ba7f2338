import {
  TENANT,
  adminToken,
  call,
  createPost,
  PASSWORD,
  suiteApp,
  sendApplication,
  autosaveBody,
} from './helper';

const t = suiteApp({
  env: {
    RATE_LIMIT_SCALE: '1',
    RATE_LIMIT_LOGIN: '3/15m',
    RATE_LIMIT_REGISTER: '2/1h',
    RATE_LIMIT_FORGOT_PASSWORD: '2/15m',
    RATE_LIMIT_CONTACT: '2/10m',
    RATE_LIMIT_NEWSLETTER: '2/10m',
    RATE_LIMIT_COMMENTS: '2/1m',
    RATE_LIMIT_APPLICATIONS: '1/1h',
    RATE_LIMIT_AUTOSAVE: '3/1m',
  },
  // Registered before the registration limit is spent by the tests below.
  user: 'chatty',
  resetEachTest: false,
});

async function expectLimited(
  send: () => Promise<{ statusCode: number; json: () => { message: string } }>,
  allowed: number,
) {
  for (let i = 0; i < allowed; i += 1) expect((await send()).statusCode).not.toBe(429);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(
    /^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/,
  );
}

it('limits login attempts per username; a successful login starts the count afresh', async () => {
  const attempt = (username: string, password = 'wrong-password') =>
    call(t.app, 'POST', `/api/v1/users/${TENANT}/login`, { body: { username, password } });
  await attempt('chatty');
  await attempt('chatty');
  expect((await attempt('chatty', PASSWORD)).statusCode).toBe(200);
  // Two typos and a success leave the full three attempts.
  await expectLimited(() => attempt('chatty'), 3);
  // Another username from the same address still gets its own attempts.
  expect((await attempt('someone-else')).statusCode).toBe(401);
});

it('limits registration', async () => {
  let n = 0;
  await expectLimited(() => {
    n += 1;
    return call(t.app, 'POST', `/api/v1/users/${TENANT}/register`, {
      body: { username: `reg${n}`, password: PASSWORD, email: `reg${n}@example.com` },
    });
    // 'chatty' used one of the two registrations in beforeAll.
  }, 1);
});

it('limits forgot-password', async () => {
  await expectLimited(
    () =>
      call(t.app, 'POST', `/api/v1/users/${TENANT}/forgot-password`, {
        body: { email: 'x@example.com' },
      }),
    2,
  );
});

it('limits the contact form and the newsletter', async () => {
  await expectLimited(
    () =>
      call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
        body: { name: 'A', email: 'a@example.com', message: 'hi' },
      }),
    2,
  );
  await expectLimited(
    () =>
      call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
        body: { email: 'a@example.com' },
      }),
    2,
  );
});

it('limits comments per user', async () => {
  const admin = await adminToken(t);
  const post = await createPost(t, admin, { title: 'Busy', status: 'Published' });
  await expectLimited(
    () =>
      call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/comments`, {
        token: t.user.token,
        body: { content: 'spam' },
      }),
    2,
  );
});

it('limits the editor’s autosaves, and its heartbeats, per person', async () => {
  const admin = await adminToken(t);
  const post = await createPost(t, admin, { title: 'Typed fast' });
  const url = `/api/v1/posts/${TENANT}/${post._id}`;
  const tabId = 'tab-aaaaaaaa';
  let n = 0;
  await expectLimited(() => {
    n += 1;
    return call(t.app, 'PUT', `${url}/autosave`, {
      token: admin,
      body: autosaveBody({ tabId, title: `Typed ${n}`, content: '' }),
    });
  }, 3);
  await expectLimited(
    () => call(t.app, 'POST', `${url}/presence`, { token: admin, body: { tabId } }),
    3,
  );
});

it('limits job applications', async () => {
  const send = () => sendApplication(t.app, { name: 'A', email: 'a@example.com' });
  await expectLimited(send, 1);
});

describe('RATE_LIMIT_STORE=database', () => {
  const shared = suiteApp({
    env: { RATE_LIMIT_STORE: 'database', RATE_LIMIT_SCALE: '1', RATE_LIMIT_NEWSLETTER: '2/10m' },
    resetEachTest: false,
  });

  const subscribe = () =>
    call(shared.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
      body: { email: 'reader@example.com' },
    });

  it('counts in the database and starts a new window when the old one ends', async () => {
    await expectLimited(subscribe, 2);
    const rows = await shared.app.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toContain('newsletter');
    expect(rows[0]!.count).toBe(3);
    // The window ends (as if ten minutes had passed): one more request is allowed again.
    await shared.app.db
      .updateTable('rate_limit_counters')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await subscribe()).statusCode).toBe(200);
    const [row] = await shared.app.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(row!.count).toBe(1);
  });
});
