// The per-request work taken off the published reads (for their p99 latency) keeps their
// replies as they were: the security headers (now computed once) are exactly helmet's on
// every kind of reply, cached or not; 304 still answers a known ETag; the request log is one
// line per request with what Fastify's two lines held; public reads skip the session lookup
// while the routes that need a user still check it.
import { securityHeaders } from '../../../src/plugins/external/helmet';
import { multipart } from '../../multipart';
import { TENANT, adminToken, call, createPost, createUser, suiteApp } from '../../helper';

const t = suiteApp();

/** What @fastify/helmet 13 sent with these options before (captured from the old build). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers, computed once', () => {
  it('are exactly what helmet computes for the policy', () => {
    expect(securityHeaders()).toEqual(SECURITY_HEADERS);
  });

  it('are on every kind of reply: rendered, served from the cache, 304, private, errors', async () => {
    const admin = await adminToken(t);
    const post = await createPost(t, admin, { title: 'Headers', status: 'Published' });
    const list = `/api/v1/posts/${TENANT}?status=Published`;

    const rendered = await call(t.app, 'GET', list);
    const cached = await call(t.app, 'GET', list);
    expect(cached.body).toBe(rendered.body);
    const notModified = await call(t.app, 'GET', list, {
      headers: { 'if-none-match': String(rendered.headers.etag) },
    });
    const withToken = await call(t.app, 'GET', `/api/v1/posts/${TENANT}/${post._id}`, {
      token: admin,
    });
    const draftList = await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Draft`, {
      token: admin,
    });
    const missing = await call(t.app, 'GET', `/api/v1/posts/${TENANT}/no-such-post`);
    const noTenant = await t.app.inject({ method: 'GET', url: list });
    const noRoute = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    const health = await t.app.inject({ method: 'GET', url: '/health' });

    expect([
      rendered.statusCode,
      cached.statusCode,
      notModified.statusCode,
      withToken.statusCode,
      draftList.statusCode,
      missing.statusCode,
      noTenant.statusCode,
      noRoute.statusCode,
      health.statusCode,
    ]).toEqual([200, 200, 304, 200, 200, 404, 400, 404, 200]);
    for (const res of [
      rendered,
      cached,
      notModified,
      withToken,
      draftList,
      missing,
      noTenant,
      noRoute,
      health,
    ])
      expectSecurityHeaders(res.headers);
  });

  it('keep the cache headers of a published read and its 304', async () => {
    const admin = await adminToken(t);
    const post = await createPost(t, admin, { title: 'Cached', status: 'Published' });
    const url = `/api/v1/posts/${TENANT}/${post._id}`;
    const first = await call(t.app, 'GET', url);
    const again = await call(t.app, 'GET', url, {
      headers: { 'if-none-match': `W/${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const res of [first, again]) {
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      );
      expect(res.headers.vary).toBe('Origin, Authorization');
    }
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('the request log', () => {
  it('is one line per request, with the method, redacted URL, address, status and time', async () => {
    await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`);
    await call(t.app, 'GET', `/api/v1/users/${TENANT}/verify-email/secret-token-123`);
    const lines = t.logs
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.req !== undefined || line.res !== undefined);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    const [list, verify] = lines as {
      req: { method: string; url: string; remoteAddress: string };
      res: { statusCode: number };
      responseTime: number;
      reqId: string;
    }[];
    expect(list!.req).toEqual({
      method: 'GET',
      url: `/api/v1/posts/${TENANT}?status=Published`,
      remoteAddress: '127.0.0.1',
    });
    expect(list!.res.statusCode).toBe(200);
    expect(typeof list!.responseTime).toBe('number');
    expect(list!.reqId).toBeDefined();
    expect(verify!.req.url).toBe(`/api/v1/users/${TENANT}/verify-email/[redacted]`);
    expect(verify!.res.statusCode).toBe(400);
    expect(JSON.stringify(lines)).not.toContain('secret-token-123');
  });
});

describe('the caller check on each request', () => {
  it('still refuses a bad tenant header before anything else', async () => {
    const list = `/api/v1/posts/${TENANT}?status=Published`;
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: list,
      headers: { 'x-tenant-id': 'someone-else' },
    });
    expect(other.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/posts/no-such-tenant?status=Published',
      headers: { 'x-tenant-id': 'no-such-tenant' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('still checks the session on routes that need a user, and its revocation', async () => {
    const user = await createUser(t, 'hooked');
    const profile = `/api/v1/users/${TENANT}/profile`;
    expect((await call(t.app, 'GET', profile)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', profile, { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', profile, { token: user.token })).statusCode).toBe(200);
    const drafts = await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Draft`, {
      token: user.token,
    });
    expect(drafts.statusCode).toBe(403);
    await call(t.app, 'POST', `/api/v1/users/${TENANT}/logout`, { token: user.token });
    expect((await call(t.app, 'GET', profile, { token: user.token })).statusCode).toBe(401);
  });
});

describe('forms', () => {
  it('are parsed only by the routes that take them: elsewhere a form is a 415 with a message', async () => {
    const form = multipart({ username: 'formuser', password: 'A-long-password-1' });
    const res = await call(t.app, 'POST', `/api/v1/users/${TENANT}/register`, {
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported.' });
  });
});
