import {
  ADMIN,
  PASSWORD,
  TENANT,
  adminToken,
  call,
  createPost,
  createUser,
  allMail,
  latestMail,
  login,
  mailedToken,
  suiteApp,
} from '../../helper';

const t = suiteApp();

const url = (path: string) => `/api/v1/users/${TENANT}${path}`;
const HOUR = 3_600_000;

async function register(username: string, overrides: Record<string, unknown> = {}) {
  return call(t.app, 'POST', url('/register'), {
    body: {
      username,
      password: PASSWORD,
      email: `${username}@example.com`,
      tenant: 'Revline Digital',
      ...overrides,
    },
  });
}

describe('POST /users/{tenantId}/register', () => {
  it('creates an unverified account and mails a verification link built from SITE_URL', async () => {
    const res = await register('alice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Registered successfully! Please verify your email before logging in.',
    });

    const mail = await latestMail(t, 'alice@example.com');
    expect(mail?.subject).toMatch(/verify/i);
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/verify');
    expect(link.searchParams.get('tenantId')).toBe(TENANT);
    expect(link.searchParams.get('domain')).toBe('localhost:8080');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it('ignores the Host header when building links', async () => {
    await call(t.app, 'POST', url('/register'), {
      body: { username: 'hosty', password: PASSWORD, email: 'hosty@example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect((await latestMail(t, 'hosty@example.com'))!.links[0]).toMatch(
      /^http:\/\/localhost:8080\//,
    );
  });

  it('answers 409 when the username or the email is taken (case-insensitive)', async () => {
    await register('alice');
    for (const body of [
      { username: 'ALICE', email: 'new@example.com' },
      { username: 'someone', email: 'Alice@Example.com' },
    ]) {
      const res = await register(body.username, { email: body.email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Username or email is already taken.' });
    }
  });

  it.each([
    ['a missing username', { username: undefined }, 'username is required.'],
    ['a missing password', { password: undefined }, 'password is required.'],
    ['a missing email', { email: undefined }, 'email is required.'],
    ['a number as username', { username: 12345 }, 'username must be a string.'],
    ['an invalid email', { email: 'not-an-email' }, 'email must be a valid email address.'],
    ['a short password', { password: 'short' }, 'password must be at least 8 characters.'],
    [
      'a too long password',
      { password: 'x'.repeat(129) },
      'password must be at most 128 characters.',
    ],
    [
      'a too long username',
      { username: 'u'.repeat(33) },
      'username must be at most 32 characters.',
    ],
    [
      'markup in the username',
      { username: '<script>x</script>' },
      'username has characters that are not allowed.',
    ],
    [
      'a too long brand name',
      { tenant: 'b'.repeat(101) },
      'tenant must be at most 100 characters.',
    ],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const res = await register('bob', overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('drops unknown fields (no role escalation through the body)', async () => {
    const res = await register('mallory', { role: 'SuperAdmin', isAdmin: true });
    expect(res.statusCode).toBe(200);
    const token = await mailedToken(t, 'mallory@example.com', 'verify');
    await call(t.app, 'GET', url(`/verify-email/${token}`));
    const session = await login(t, 'mallory', PASSWORD);
    const profile = await call(t.app, 'GET', url('/profile'), { token: session.token });
    expect(profile.json().role).toBe('User');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(t.app, 'POST', url('/register'), {
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('GET /users/{tenantId}/verify-email/{token}', () => {
  it('verifies once; the same token is refused afterwards', async () => {
    await register('alice');
    const token = await mailedToken(t, 'alice@example.com', 'verify');
    const first = await call(t.app, 'GET', url(`/verify-email/${token}`));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your account has been successfully verified!' });
    const second = await call(t.app, 'GET', url(`/verify-email/${token}`));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/invalid, already used or expired/);
  });

  it('refuses an unknown token and a token older than 24 hours', async () => {
    expect((await call(t.app, 'GET', url('/verify-email/nope'))).statusCode).toBe(400);
    await register('alice');
    const token = await mailedToken(t, 'alice@example.com', 'verify');
    t.clock.advance(24 * HOUR + 1000);
    expect((await call(t.app, 'GET', url(`/verify-email/${token}`))).statusCode).toBe(400);
  });

  it('accepts a token just before it expires', async () => {
    await register('alice');
    const token = await mailedToken(t, 'alice@example.com', 'verify');
    t.clock.advance(24 * HOUR - 60_000);
    expect((await call(t.app, 'GET', url(`/verify-email/${token}`))).statusCode).toBe(200);
  });
});

describe('POST /users/{tenantId}/login', () => {
  it('logs a verified user in with the contract reply', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'POST', url('/login'), {
      body: { username: 'alice', password: PASSWORD, email: '', tenant: 'Revline Digital' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      role: 'User',
      username: 'alice',
      email: 'alice@example.com',
      id: user.id,
      message: 'Logged in successfully!',
    });
  });

  it('answers 403 before the email is verified, and mails a fresh link', async () => {
    await register('alice');
    const res = await call(t.app, 'POST', url('/login'), {
      body: { username: 'alice', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify your email/);
    // Two verify mails (the registration's, then the fresh one): queued within the same
    // millisecond their outbox files may sort either way, so each link is tried; the fresh one
    // verifies.
    await latestMail(t, 'alice@example.com');
    const tokens = allMail(t)
      .filter((mail) => mail.to === 'alice@example.com')
      .flatMap((mail) => mail.links.filter((link) => link.includes('/verify?')))
      .map((link) => new URL(link).searchParams.get('token')!);
    expect(tokens).toHaveLength(2);
    const statuses = [];
    for (const token of tokens)
      statuses.push((await call(t.app, 'GET', url(`/verify-email/${token}`))).statusCode);
    expect(statuses).toContain(200);
  });

  it('answers 401 with one message for a wrong password and an unknown user', async () => {
    await createUser(t, 'alice');
    const wrong = await call(t.app, 'POST', url('/login'), {
      body: { username: 'alice', password: 'wrong-password' },
    });
    const unknown = await call(t.app, 'POST', url('/login'), {
      body: { username: 'nobody', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: PASSWORD }, 'username is required.'],
    [{ username: 'alice' }, 'password is required.'],
    [{ username: 'alice', password: 42 }, 'password must be a string.'],
    [{ username: 'alice', password: 'p'.repeat(129) }, 'password must be at most 128 characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call(t.app, 'POST', url('/login'), { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('logs the SuperAdmin from the configuration in with role SuperAdmin', async () => {
    const res = await call(t.app, 'POST', url('/login'), {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.json()).toMatchObject({
      role: 'SuperAdmin',
      username: ADMIN.username,
      email: ADMIN.email,
    });
  });
});

describe('sessions', () => {
  it('expire after the session lifetime', async () => {
    const user = await createUser(t, 'alice');
    expect((await call(t.app, 'GET', url('/profile'), { token: user.token })).statusCode).toBe(200);
    t.clock.advance(t.config.sessionTtlMs + 1000);
    const res = await call(t.app, 'GET', url('/profile'), { token: user.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it('are revoked by logout (204)', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'POST', url('/logout'), { token: user.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(t.app, 'GET', url('/profile'), { token: user.token })).statusCode).toBe(401);
  });

  it('accept a JSON content type with an empty body on logout', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'POST', url('/logout'), {
      token: user.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('store only hashes of tokens', async () => {
    const user = await createUser(t, 'alice');
    const rows = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(user.token);
    const tokens = await t.app.db.selectFrom('user_tokens').select('token_hash').execute();
    expect(tokens.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists, mailing only a real account', async () => {
    await createUser(t, 'alice');
    const known = await call(t.app, 'POST', url('/forgot-password'), {
      body: { email: 'alice@example.com' },
    });
    const unknown = await call(t.app, 'POST', url('/forgot-password'), {
      body: { email: 'ghost@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMail(t, 'ghost@example.com')).toBeUndefined();
    const link = new URL((await latestMail(t, 'alice@example.com'))!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/user/reset-password');
    expect(link.searchParams.get('tenantId')).toBe(TENANT);
  });

  it('resets once, signs out every session, and the new password works', async () => {
    const user = await createUser(t, 'alice');
    await call(t.app, 'POST', url('/forgot-password'), { body: { email: 'alice@example.com' } });
    const token = await mailedToken(t, 'alice@example.com', 'reset');
    const res = await call(t.app, 'POST', url(`/reset-password/${token}`), {
      body: { password: 'Brand-New-Pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been successfully reset!' });
    expect((await call(t.app, 'GET', url('/profile'), { token: user.token })).statusCode).toBe(401);
    await expect(login(t, 'alice', PASSWORD)).rejects.toThrow();
    await login(t, 'alice', 'Brand-New-Pass-1');
    const again = await call(t.app, 'POST', url(`/reset-password/${token}`), {
      body: { password: 'Another-Pass-22' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a reset token after one hour, and an older token once a newer one was sent', async () => {
    await createUser(t, 'alice');
    await call(t.app, 'POST', url('/forgot-password'), { body: { email: 'alice@example.com' } });
    const first = await mailedToken(t, 'alice@example.com', 'reset');
    await call(t.app, 'POST', url('/forgot-password'), { body: { email: 'alice@example.com' } });
    const second = await mailedToken(t, 'alice@example.com', 'reset');
    expect(
      (
        await call(t.app, 'POST', url(`/reset-password/${first}`), {
          body: { password: 'Brand-New-Pass-1' },
        })
      ).statusCode,
    ).toBe(400);
    t.clock.advance(HOUR + 1000);
    const late = await call(t.app, 'POST', url(`/reset-password/${second}`), {
      body: { password: 'Brand-New-Pass-1' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/invalid, already used or expired/);
  });

  it('validates the bodies', async () => {
    expect((await call(t.app, 'POST', url('/forgot-password'), { body: {} })).json()).toEqual({
      message: 'email is required.',
    });
    expect(
      (await call(t.app, 'POST', url('/forgot-password'), { body: { email: 'x' } })).statusCode,
    ).toBe(400);
    const short = await call(t.app, 'POST', url('/reset-password/abc'), {
      body: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'password must be at least 8 characters.' });
    const long = await call(t.app, 'POST', url(`/reset-password/${'a'.repeat(129)}`), {
      body: { password: 'long-enough-1' },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('GET returns id, username, email and role', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'GET', url('/profile'), { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: 'alice',
      email: 'alice@example.com',
      role: 'User',
    });
  });

  it('PUT changes the username; the same role is accepted from a User', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'PUT', url('/profile'), {
      token: user.token,
      body: { username: 'alice2', email: 'alice@example.com', role: 'User' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'alice2',
      email: 'alice@example.com',
      role: 'User',
    });
    await login(t, 'alice2', PASSWORD);
  });

  it('PUT with a new email changes it only once the link mailed to the new address is followed', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'PUT', url('/profile'), {
      token: user.token,
      body: { username: 'alice', email: 'new@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'alice@example.com' });
    expect(res.json().message).toMatch(/verify your new email/);
    // The account keeps its proven address meanwhile: login works, mail goes to the old one.
    await login(t, 'alice', PASSWORD);
    const profile = () => call(t.app, 'GET', url('/profile'), { token: user.token });
    expect((await profile()).json().email).toBe('alice@example.com');

    const mail = await latestMail(t, 'new@example.com');
    expect(mail?.text).not.toContain('alice');
    const token = await mailedToken(t, 'new@example.com', 'verify');
    expect((await call(t.app, 'GET', url(`/verify-email/${token}`))).statusCode).toBe(200);
    expect((await profile()).json().email).toBe('new@example.com');
    await login(t, 'alice', PASSWORD);
  });

  it('PUT answers 409 for a taken username or email', async () => {
    await createUser(t, 'bob');
    const user = await createUser(t, 'alice');
    expect(
      (await call(t.app, 'PUT', url('/profile'), { token: user.token, body: { username: 'BOB' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'PUT', url('/profile'), {
          token: user.token,
          body: { email: 'bob@example.com', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('PUT refuses a role change from a User (403) and allows it for the SuperAdmin', async () => {
    const user = await createUser(t, 'alice');
    const res = await call(t.app, 'PUT', url('/profile'), {
      token: user.token,
      body: { role: 'SuperAdmin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only a SuperAdmin can change a role.' });
    const admin = await adminToken(t);
    const ok = await call(t.app, 'PUT', url('/profile'), {
      token: admin,
      body: { username: ADMIN.username, email: ADMIN.email, role: 'SuperAdmin' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('SuperAdmin');
  });

  it('PUT validates the body', async () => {
    const user = await createUser(t, 'alice');
    const cases: [unknown, string][] = [
      [{ email: 'nope' }, 'email must be a valid email address.'],
      [{ username: 'ab' }, 'username must be at least 3 characters.'],
      [{ role: 'God' }, 'role must be one of: User, Author, Editor, SuperAdmin.'],
      [{ username: ['x'] }, 'username must be a string.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'PUT', url('/profile'), { token: user.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('XSS payloads in profile fields', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg/onload=alert(1)>',
    'javascript:alert(1)',
  ];
  it.each(payloads)(
    '%s is refused as a username or an email, and nothing is stored',
    async (payload) => {
      const user = await createUser(t, 'alice');
      for (const body of [
        { username: payload },
        { email: payload },
        { email: `${payload}@example.com` },
      ]) {
        const res = await call(t.app, 'PUT', url('/profile'), { token: user.token, body });
        expect(res.statusCode).toBe(400);
      }
      const profile = (await call(t.app, 'GET', url('/profile'), { token: user.token })).json();
      expect(profile).toMatchObject({ username: 'alice', email: 'alice@example.com' });
      expect((await register('x', { username: payload })).statusCode).toBe(400);
    },
  );
});

describe('POST /users/{tenantId}/change-password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await createUser(t, 'alice');
    const other = await login(t, 'alice', PASSWORD);
    const res = await call(t.app, 'POST', url('/change-password'), {
      token: user.token,
      body: { oldPassword: PASSWORD, newPassword: 'Changed-Pass-77' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });
    expect((await call(t.app, 'GET', url('/profile'), { token: user.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url('/profile'), { token: other.token })).statusCode).toBe(
      401,
    );
    await login(t, 'alice', 'Changed-Pass-77');
  });

  it('answers 400 for a wrong old password and bad bodies', async () => {
    const user = await createUser(t, 'alice');
    const wrong = await call(t.app, 'POST', url('/change-password'), {
      token: user.token,
      body: { oldPassword: 'nope-nope', newPassword: 'Changed-Pass-77' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your old password is incorrect.' });
    const missing = await call(t.app, 'POST', url('/change-password'), {
      token: user.token,
      body: { oldPassword: PASSWORD },
    });
    expect(missing.json()).toEqual({ message: 'newPassword is required.' });
  });
});

describe('me', () => {
  it('lists my comments and the posts I like', async () => {
    const admin = await adminToken(t);
    const user = await createUser(t, 'alice');
    const post = await createPost(t, admin, {
      title: 'Brakes 101',
      content: '<p>x</p>',
      status: 'Published',
    });
    await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/comments`, {
      token: user.token,
      body: { content: 'Great read' },
    });
    await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/like`, { token: user.token });

    const comments = await call(t.app, 'GET', url('/me/comments'), { token: user.token });
    expect(comments.statusCode).toBe(200);
    expect(comments.json()).toEqual([
      { id: expect.any(String), blogId: post._id, blogTitle: 'Brakes 101', text: 'Great read' },
    ]);
    const liked = await call(t.app, 'GET', url('/me/liked-posts'), { token: user.token });
    expect(liked.json()).toEqual([{ id: post._id, title: 'Brakes 101' }]);
  });
});
