import {
  ADMIN,
  OTHER_TENANT,
  PASSWORD,
  TENANT,
  adminToken,
  call,
  createPost,
  createTestApp,
  createUser,
  mailedToken,
  type TestApp,
  suiteApp,
  sendApplication,
} from './helper';
import { blogTags } from '@agency/contract/blog-tags';
import { multipart } from './multipart';
import { FILES } from './samples';

describe('the app', () => {
  const t = suiteApp();

  it('answers /health and /api/v1/health', async () => {
    for (const url of ['/health', '/api/v1/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers unknown routes with 404 { message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/v1/nothing/here.' });
  });

  describe('tenant checks', () => {
    const path = `/api/v1/posts/${TENANT}?status=Published`;
    it('answers 400 without x-tenant-id', async () => {
      const res = await call(t.app, 'GET', path, { tenant: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The x-tenant-id header is required.' });
    });
    it('answers 404 for an unknown tenant', async () => {
      const res = await call(t.app, 'GET', '/api/v1/posts/nobody?status=Published');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Unknown tenant.' });
    });
    it('answers 403 when the header and the path disagree', async () => {
      const res = await call(t.app, 'GET', path, { tenant: OTHER_TENANT });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'The x-tenant-id header does not match the tenant in the path.',
      });
    });
    it('creates the configured tenants with their brand names', async () => {
      const rows = await t.app.db
        .selectFrom('tenants')
        .select(['id', 'name'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: OTHER_TENANT, name: 'Other Motors' },
        { id: TENANT, name: 'Revline Digital' },
      ]);
    });
    it('keeps accounts apart: the same username lives in two tenants, tokens work only at home', async () => {
      const home = await createUser(t, 'sam');
      const away = await createUser(t, 'sam', OTHER_TENANT);
      expect(home.id).not.toBe(away.id);
      const profile = await call(t.app, 'GET', `/api/v1/users/${OTHER_TENANT}/profile`, {
        token: home.token,
      });
      expect(profile.statusCode).toBe(401);
      // Verification tokens are tenant-bound too.
      await call(t.app, 'POST', `/api/v1/users/${TENANT}/register`, {
        body: { username: 'kim', password: PASSWORD, email: 'kim@example.com' },
      });
      const token = await mailedToken(t, 'kim@example.com', 'verify');
      expect(
        (await call(t.app, 'GET', `/api/v1/users/${OTHER_TENANT}/verify-email/${token}`))
          .statusCode,
      ).toBe(400);
      // A tenant's posts are invisible from the other tenant.
      const admin = await adminToken(t);
      const post = await createPost(t, admin, {
        title: 'Home only',
        content: '',
        status: 'Published',
      });
      expect(
        (await call(t.app, 'GET', `/api/v1/posts/${OTHER_TENANT}/${post._id}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, 'GET', `/api/v1/posts/${OTHER_TENANT}?status=Published`)).json(),
      ).toEqual([]);
    });
  });

  it('sends security headers and CORS headers only for configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/posts/${TENANT}`,
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-tenant-id,content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-tenant-id',
    );
    // The editor's save names the version it started from, across origins.
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'if-match',
    );

    const denied = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();

    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the OpenAPI document and the docs page at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/users/{tenantId}/register',
      '/api/v1/users/{tenantId}/login',
      '/api/v1/users/{tenantId}/verify-email/{token}',
      '/api/v1/posts/{tenantId}',
      '/api/v1/posts/{tenantId}/{postId}/comments',
      '/api/v1/media/{tenantId}/upload',
      '/api/v1/careers/{tenantId}/applications',
      '/api/v1/newsletters/{tenantId}/subscribe',
      '/api/v1/email/{tenantId}/contact',
      '/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('keeps passwords, tokens and reset links out of the request logs', async () => {
    await call(t.app, 'POST', `/api/v1/users/${TENANT}/register`, {
      body: { username: 'logme', password: PASSWORD, email: 'logme@example.com' },
    });
    const verify = await mailedToken(t, 'logme@example.com', 'verify');
    await call(t.app, 'GET', `/api/v1/users/${TENANT}/verify-email/${verify}`);
    const login = (
      await call(t.app, 'POST', `/api/v1/users/${TENANT}/login`, {
        body: { username: 'logme', password: PASSWORD },
      })
    ).json();
    await call(t.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token: login.token });
    await call(t.app, 'POST', `/api/v1/users/${TENANT}/forgot-password`, {
      body: { email: 'logme@example.com' },
    });
    const reset = await mailedToken(t, 'logme@example.com', 'reset');
    await call(t.app, 'POST', `/api/v1/users/${TENANT}/reset-password/${reset}`, {
      body: { password: 'Another-Pass-123' },
    });

    const all = t.logs.join('');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('Another-Pass-123');
    expect(all).not.toContain(login.token);
    const requestLogs = t.logs
      .filter((line) => line.includes('"req":') || line.includes('"res":'))
      .join('');
    expect(requestLogs).toContain('/verify-email/[redacted]');
    expect(requestLogs).toContain('/reset-password/[redacted]');
    expect(requestLogs).not.toContain(verify);
    expect(requestLogs).not.toContain(reset);
    expect(requestLogs).not.toMatch(/authorization/i);
  });

  it('answers hostile input with a 4xx, never a 5xx', async () => {
    const admin = await adminToken(t);
    const user = await createUser(t, 'edgy');
    const post = await createPost(t, admin, { title: 'Edge', content: '', status: 'Published' });
    const json = { 'content-type': 'application/json' };
    const form = multipart(
      { name: 'N\u0000', email: 'n@example.com', phone: '555-0100', job: 'frontend-developer' },
      [
        {
          name: 'resume',
          filename: 'cv\u0000.pdf',
          contentType: 'application/pdf',
          data: FILES.pdf,
        },
      ],
    );
    const cases: [string, Parameters<typeof call>[1], string, Parameters<typeof call>[3]][] = [
      [
        'NUL in a title',
        'POST',
        `/api/v1/posts/${TENANT}`,
        { token: admin, body: { title: 'a\u0000b' } },
      ],
      ['NUL in a path parameter', 'GET', `/api/v1/posts/${TENANT}/%00abc`, {}],
      [
        'NUL in a comment',
        'POST',
        `/api/v1/posts/${TENANT}/${post._id}/comments`,
        { token: user.token, body: { content: 'a\u0000' } },
      ],
      [
        'NUL in a login',
        'POST',
        `/api/v1/users/${TENANT}/login`,
        { body: { username: 'ab\u0000c', password: 'x' } },
      ],
      [
        'NUL in a multipart field',
        'POST',
        `/api/v1/careers/${TENANT}/applications`,
        { payload: form.payload, headers: form.headers },
      ],
      [
        'a prototype-poisoning body',
        'POST',
        `/api/v1/newsletters/${TENANT}/subscribe`,
        { payload: '{"__proto__":{"x":1},"email":"a@b.example"}', headers: json },
      ],
      [
        'an array body',
        'POST',
        `/api/v1/newsletters/${TENANT}/subscribe`,
        { payload: '[1,2]', headers: json },
      ],
      [
        'a null body',
        'POST',
        `/api/v1/newsletters/${TENANT}/subscribe`,
        { payload: 'null', headers: json },
      ],
      ['malformed percent-encoding', 'GET', `/api/v1/posts/${TENANT}/%C3%28`, {}],
      ['a very long id', 'GET', `/api/v1/posts/${TENANT}/${'x'.repeat(300)}`, {}],
      [
        'a very long tenant header',
        'GET',
        `/api/v1/posts/${TENANT}?status=Published`,
        { tenant: 'x'.repeat(5000) },
      ],
      [
        'a duplicated query parameter',
        'GET',
        `/api/v1/posts/${TENANT}?status=Published&status=Draft`,
        {},
      ],
    ];
    for (const [name, method, url, options] of cases) {
      const res = await call(t.app, method, url, options);
      expect({ name, status: res.statusCode < 500 && res.statusCode >= 400 }).toEqual({
        name,
        status: true,
      });
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses content types it does not read with 415', async () => {
    const res = await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
      payload: 'email=a@b.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported.' });
  });

  it('answers oversized JSON bodies with 413', async () => {
    const res = await call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
      payload: JSON.stringify({ name: 'x', email: 'a@b.example', message: 'm'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('start-up', () => {
  it('seeds published sample posts across the blog tags on a fresh database', async () => {
    // The app opens its configured database itself here (PGlite in DATA_DIR/db, or DATABASE_URL).
    const t = await createTestApp({ env: { SEED_POSTS: 'true', OWN_DATABASE: '1' } });
    try {
      const posts = (await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`)).json<
        { slug: string; tags: string[]; content: string; excerpt: string; publishStatus: string }[]
      >();
      expect(posts.length).toBeGreaterThanOrEqual(5);
      const tags = new Set(posts.flatMap((p) => p.tags));
      for (const tag of blogTags) {
        expect(tags).toContain(tag);
      }
      const seo = (await call(t.app, 'GET', `/api/v1/posts/${TENANT}/what-is-seo`)).json();
      expect(seo.title).toBe('What Is SEO?');
      expect(seo.content).toMatch(/<h2>/);
      expect(seo.content.match(/<p>/g).length).toBeGreaterThanOrEqual(3);
      expect(posts.every((p) => p.publishStatus === 'Published' && p.excerpt.length > 50)).toBe(
        true,
      );
      // The other tenant starts empty.
      expect(
        (await call(t.app, 'GET', `/api/v1/posts/${OTHER_TENANT}?status=Published`)).json(),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps every row across a restart on the same data folder, and seeds only once', async () => {
    const first = await createTestApp({ env: { PERSIST: '1', SEED_POSTS: 'true' } });
    const admin = await adminToken(first);
    const user = await createUser(first, 'keeper');
    const seeded = (await call(first.app, 'GET', `/api/v1/posts/${TENANT}`, { token: admin })).json<
      { _id: string }[]
    >();
    for (const post of seeded)
      await call(first.app, 'DELETE', `/api/v1/posts/${TENANT}/${post._id}`, { token: admin });
    const post = (
      await call(first.app, 'POST', `/api/v1/posts/${TENANT}`, {
        token: admin,
        body: { title: 'Survivor', content: '<p>x</p>', status: 'Published' },
      })
    ).json();
    await call(first.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/comments`, {
      token: user.token,
      body: { content: 'still here' },
    });
    await call(first.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/like`, {
      token: user.token,
    });
    await call(first.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
      body: { name: 'N', email: 'n@example.com', message: 'm' },
    });
    await call(first.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
      body: { email: 'n@example.com' },
    });
    await sendApplication(first.app, { name: 'N', email: 'n@example.com' });
    const upload = multipart({}, [
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: FILES.png },
    ]);
    const media = (
      await call(first.app, 'POST', `/api/v1/media/${TENANT}/upload`, {
        token: admin,
        payload: upload.payload,
        headers: upload.headers,
      })
    ).json();
    const counts = async (t: TestApp) =>
      Object.fromEntries(
        await Promise.all(
          (
            [
              'tenants',
              'users',
              'sessions',
              'user_tokens',
              'posts',
              'post_votes',
              'comments',
              'leads',
              'media',
            ] as const
          ).map(
            async (table) =>
              [table, (await t.app.db.selectFrom(table).selectAll().execute()).length] as const,
          ),
        ),
      );
    const before = await counts(first);
    await first.close({ keep: true });

    const second = await createTestApp({
      env: { PERSIST: '1', SEED_POSTS: 'true' },
      reuse: {
        dataDir: first.dataDir,
        databaseUrl: first.config.databaseUrl,
        dropDatabase: first.dropDatabase,
      },
    });
    try {
      expect(await counts(second)).toEqual(before);
      expect(before.posts).toBe(1);
      const read = await call(second.app, 'GET', `/api/v1/posts/${TENANT}/survivor`);
      expect(read.json()).toMatchObject({ title: 'Survivor', likes: [user.id] });
      expect(
        (await call(second.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token: user.token }))
          .statusCode,
      ).toBe(200);
      expect(
        (await second.app.inject({ method: 'GET', url: new URL(media.url).pathname })).statusCode,
      ).toBe(200);
      await adminToken(second);
    } finally {
      await second.close();
    }
  });

  it('updates the SuperAdmin from the configuration on restart, its password only when ADMIN_PASSWORD_RESET asks', async () => {
    const first = await createTestApp({ env: { PERSIST: '1' } });
    const oldToken = await adminToken(first);
    await first.close({ keep: true });
    const restart = (env: Record<string, string>) =>
      createTestApp({
        env: { PERSIST: '1', ADMIN_EMAIL: 'boss@revline.example', ...env },
        reuse: {
          dataDir: first.dataDir,
          databaseUrl: first.config.databaseUrl,
          dropDatabase: first.dropDatabase,
        },
      });
    const logIn = (app: TestApp, password: string) =>
      call(app.app, 'POST', `/api/v1/users/${TENANT}/login`, {
        body: { username: ADMIN.username, password },
      });
    // A password the owner rotated is not set back by the one in the settings.
    const second = await restart({ ADMIN_PASSWORD: 'Rotated-Admin-Pass-2' });
    try {
      const res = await logIn(second, ADMIN.password);
      expect(res.json()).toMatchObject({ role: 'SuperAdmin', email: 'boss@revline.example' });
      expect((await logIn(second, 'Rotated-Admin-Pass-2')).statusCode).toBe(401);
    } finally {
      await second.close({ keep: true });
    }
    const third = await restart({
      ADMIN_PASSWORD: 'Rotated-Admin-Pass-2',
      ADMIN_PASSWORD_RESET: 'true',
    });
    try {
      expect((await logIn(third, 'Rotated-Admin-Pass-2')).json()).toMatchObject({
        role: 'SuperAdmin',
      });
      expect(
        (await call(third.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token: oldToken }))
          .statusCode,
      ).toBe(401);
      expect((await logIn(third, ADMIN.password)).statusCode).toBe(401);
      const applied = await third.app.db
        .selectFrom('audit_log')
        .select(['actor', 'after'])
        .where('action', '=', 'super-admin.applied-at-start')
        .orderBy('at')
        .execute();
      expect(applied.map((entry) => entry.after)).toEqual([
        { outcome: 'created', passwordChanged: true, emailChanged: false },
        { outcome: 'updated', passwordChanged: false, emailChanged: true },
        { outcome: 'updated', passwordChanged: true, emailChanged: false },
      ]);
    } finally {
      await third.close();
    }
  });
});
