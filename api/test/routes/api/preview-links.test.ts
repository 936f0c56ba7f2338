import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { PREVIEW_LINK_GONE } from '@agency/contract';
import {
  REFUSED_CALLERS,
  TENANT,
  call,
  createAdmin,
  createPost,
  refusedStatuses,
  suiteApp,
  type CallOptions,
} from '../../helper';
import type { PreviewLinkView } from '../../../src/repositories/preview-links';
import { PREVIEW_LINK_MESSAGES } from '../../../src/routes/api/posts/preview-links';

const t = suiteApp({ admin: true, user: 'reader' });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;
const DAY = 86_400_000;

/** A new link as the api answers it; the list's rows are the same without `url`. */
type Link = PreviewLinkView & { url: string };

async function draft(title = 'Case study: Kessler Auto', content = '<p>Draft body words</p>') {
  return createPost(t, t.admin, { title, content, status: 'Draft' });
}

async function share(postId: string, body?: unknown): Promise<Link> {
  const res = await call(t.app, 'POST', url(`/${postId}/preview-links`), { token: t.admin, body });
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json();
}

const tokenOf = (link: Link) => link.url.split('/preview/')[1]!;

/** The public read of a link, as a visitor with no session sends it. */
const open = (token: string, options: CallOptions = {}) =>
  call(t.app, 'GET', `/api/v1/previews/${TENANT}/${token}`, options);

async function expectGone(token: string) {
  const res = await open(token);
  expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
    404,
    PREVIEW_LINK_GONE,
  ]);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

describe('preview links of a draft', () => {
  it('makes a link of 7 days by default, shown once, that opens the draft with no session', async () => {
    const post = await draft();
    const link = await share(post._id);
    const token = tokenOf(link);
    expect(link.url).toBe(`http://localhost:8080/tech&tranquility/preview/${token}`);
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.prefix).toBe(token.slice(0, 6));
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * DAY);
    expect(link).toMatchObject({ createdBy: { username: 'admin' }, active: true, revokedAt: null });

    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The token never reaches the request log.
    const requests = t.logs.filter((line) => line.includes('request completed')).join('');
    expect(requests).toContain(`/api/v1/previews/${TENANT}/[redacted]`);
    expect(requests).not.toContain(token);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.json<{ post: Record<string, unknown>; expiresAt: string }>();
    expect(body.expiresAt).toBe(link.expiresAt);
    // The shape the post page reads: the post as GET /posts/{tenant}/{id} gives it, without what
    // only the staff are told (who wrote it, who published it, its review).
    const asAdmin = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    const { writtenBy, publishedBy, submittedForReviewAt, ...asPublic } =
      asAdmin.json<Record<string, unknown>>();
    expect({ writtenBy, publishedBy, submittedForReviewAt }).toEqual({
      writtenBy: 'admin',
      publishedBy: null,
      submittedForReviewAt: null,
    });
    expect(body.post).toEqual(asPublic);
    expect(body.post).toMatchObject({
      title: 'Case study: Kessler Auto',
      content: '<p>Draft body words</p>',
      publishStatus: 'Draft',
    });
  });

  it('takes 1 to 30 days and refuses the rest with a sentence', async () => {
    const post = await draft();
    const link = await share(post._id, { days: 30 });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * DAY);
    for (const [days, message] of [
      [0, 'days must be at least 1.'],
      [31, 'days must be at most 30.'],
      ['soon', 'days must be an integer.'],
    ] as const) {
      const res = await call(t.app, 'POST', url(`/${post._id}/preview-links`), {
        token: t.admin,
        body: { days },
      });
      expect([days, res.statusCode, res.json<{ message: string }>().message]).toEqual([
        days,
        400,
        message,
      ]);
    }
  });

  it('stores only the hash of the token', async () => {
    const post = await draft();
    const token = tokenOf(await share(post._id));
    const rows = await t.app.db.selectFrom('post_preview_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // Nowhere in the table, in any column, is the token itself.
    const { rows: found } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM post_preview_links AS l
      WHERE position(${token} IN l::text) > 0`.execute(t.app.db);
    expect(found[0]!.n).toBe(0);
  });

  it('lists the links with who made them, expiry, revocation and last opening; never the link', async () => {
    const post = await draft();
    const first = await share(post._id, { days: 2 });
    t.clock.advance(1000);
    const second = await share(post._id);
    expect((await open(tokenOf(first))).statusCode).toBe(200);

    const res = await call(t.app, 'GET', url(`/${post._id}/preview-links`), { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain(tokenOf(first));
    expect(res.body).not.toContain(tokenOf(second));
    const links = res.json<Link[]>();
    expect(links.map((link) => link._id)).toEqual([second._id, first._id]);
    expect(links[1]).toEqual({
      _id: first._id,
      prefix: first.prefix,
      createdAt: first.createdAt,
      createdBy: { username: 'admin' },
      expiresAt: first.expiresAt,
      revokedAt: null,
      lastOpenedAt: t.clock.now().toISOString(),
      active: true,
    });
    expect(links[0]!.lastOpenedAt).toBeNull();
  });

  it('revokes a link: 404 with the one message, listed as revoked, recorded', async () => {
    const post = await draft();
    const link = await share(post._id);
    t.clock.advance(1000);
    const revoke = await call(t.app, 'DELETE', url(`/${post._id}/preview-links/${link._id}`), {
      token: t.admin,
    });
    expect(revoke.statusCode).toBe(204);
    await expectGone(tokenOf(link));
    const [listed] = (
      await call(t.app, 'GET', url(`/${post._id}/preview-links`), { token: t.admin })
    ).json<Link[]>();
    expect(listed).toMatchObject({ active: false, revokedAt: t.clock.now().toISOString() });

    const missing = await call(t.app, 'DELETE', url(`/${post._id}/preview-links/nope`), {
      token: t.admin,
    });
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([
      404,
      PREVIEW_LINK_MESSAGES.linkNotFound,
    ]);

    const audit = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });
    const entries = audit
      .json<{ action: string; object: { id: string }; after: Record<string, unknown> }[]>()
      .filter((entry) => entry.action.startsWith('preview-link.'));
    expect(entries.map((entry) => [entry.action, entry.object.id])).toEqual([
      ['preview-link.revoke', post._id],
      ['preview-link.create', post._id],
    ]);
    expect(entries[1]!.after).toEqual({
      link: link._id,
      prefix: link.prefix,
      expiresAt: link.expiresAt,
    });
    expect(audit.body).not.toContain(tokenOf(link));
  });

  it('stops at its expiry', async () => {
    const post = await draft();
    const link = await share(post._id, { days: 1 });
    await t.moveClock(DAY - 1000);
    expect((await open(tokenOf(link))).statusCode).toBe(200);
    await t.moveClock(1000);
    await expectGone(tokenOf(link));
    const [listed] = (
      await call(t.app, 'GET', url(`/${post._id}/preview-links`), { token: t.admin })
    ).json<Link[]>();
    expect(listed!.active).toBe(false);
  });

  it('stops when the post is published, and a published post gets no new link', async () => {
    const post = await draft();
    const link = await share(post._id);
    const publish = await call(t.app, 'POST', url(`/${post._id}/publish`), { token: t.admin });
    expect(publish.statusCode).toBe(200);
    await expectGone(tokenOf(link));
    const refused = await call(t.app, 'POST', url(`/${post._id}/preview-links`), {
      token: t.admin,
      body: {},
    });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      PREVIEW_LINK_MESSAGES.published,
    ]);
  });

  it('works for a scheduled post until it goes live', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Launch',
      status: 'Scheduled',
      publishAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    const link = await share(post._id);
    expect((await open(tokenOf(link))).json<{ post: { title: string } }>().post.title).toBe(
      'Launch',
    );
  });

  it('goes with its post when the post is deleted', async () => {
    const post = await draft();
    const link = await share(post._id);
    expect((await call(t.app, 'DELETE', url(`/${post._id}`), { token: t.admin })).statusCode).toBe(
      204,
    );
    await expectGone(tokenOf(link));
    expect(await t.app.db.selectFrom('post_preview_links').selectAll().execute()).toEqual([]);
  });

  it('answers an unknown token and another tenant the same 404', async () => {
    const post = await draft();
    const token = tokenOf(await share(post._id));
    await expectGone('x'.repeat(43));
    const other = await call(t.app, 'GET', `/api/v1/previews/other/${token}`);
    expect(other.statusCode).toBe(404);
  });

  it('never shows the draft where published posts are read', async () => {
    const post = await draft('Secret case study');
    await share(post._id);
    for (const path of ['?status=Published', '?status=Published&q=Secret', `/${post.slug}`]) {
      const res = await call(t.app, 'GET', url(path));
      expect([path, res.body]).not.toEqual([path, expect.stringContaining('Secret case study')]);
    }
    const comments = await call(t.app, 'GET', url(`/${post._id}/comments`));
    expect(comments.statusCode).toBe(404);
    const comment = await call(t.app, 'POST', url(`/${post._id}/comments`), {
      token: t.user.token,
      body: { content: 'Looks good' },
    });
    expect(comment.statusCode).toBe(404);
  });

  it('refuses the link routes to everyone but the SuperAdmin', async () => {
    const post = await draft();
    const link = await share(post._id);
    const otherAdmin = (await createAdmin(t, 'other-admin')).token;
    const tokens = { user: t.user.token, admin: t.admin, otherAdmin };
    for (const [method, path] of [
      ['POST', `/${post._id}/preview-links`],
      ['GET', `/${post._id}/preview-links`],
      ['DELETE', `/${post._id}/preview-links/${link._id}`],
    ] as const) {
      const statuses = await refusedStatuses(
        (options) => call(t.app, method, url(path), { body: {}, ...options }),
        tokens,
      );
      expect([method, statuses]).toEqual([method, REFUSED_CALLERS]);
    }
    expect((await open(tokenOf(link))).statusCode).toBe(200);
  });
});
