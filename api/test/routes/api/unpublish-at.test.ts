import { TENANT, call, createPost, suiteApp } from '../../helper';

// The test runs the scheduler by hand, on the test's clock.
const t = suiteApp({ env: { SCHEDULED_POSTS_CHECK_MS: '0' }, admin: true });

const posts = `/api/v1/posts/${TENANT}`;
const HOUR = 3_600_000;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

interface PostReply {
  _id: string;
  slug: string;
  publishStatus: string;
  publishAt: string | null;
  publishedAt: string | null;
  unpublishAt: string | null;
}

interface AuditEntry {
  action: string;
  actor: { id: string | null; username: string };
  object: { type: string; id: string; label: string | null } | null;
  before: unknown;
  after: unknown;
}

const publicSlugs = async () =>
  (await call(t.app, 'GET', `${posts}?status=Published`)).json<PostReply[]>().map((p) => p.slug);
const version = async () =>
  (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`)).json<{ version: string }>()
    .version;
const auditOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/v1/audit/${TENANT}?limit=200`, { token: t.admin }))
    .json<AuditEntry[]>()
    .filter((entry) => entry.object?.id === id);

describe('an unpublish time', () => {
  it('is stored in UTC, answered with the post, and kept by an edit that leaves it out', async () => {
    const at = new Date(t.clock.now().getTime() + HOUR);
    // Sent with an offset, answered in UTC.
    const local = new Date(at.getTime() + 2 * HOUR).toISOString().replace('Z', '+02:00');
    const post = await createPost(t, t.admin, {
      title: 'Winter tyre special',
      status: 'Published',
      unpublishAt: local,
    });
    expect(post).toMatchObject({ publishStatus: 'Published', unpublishAt: at.toISOString() });
    const read = await call(t.app, 'GET', `${posts}/${post.slug}`);
    expect(read.json()).toMatchObject({ unpublishAt: at.toISOString() });

    const edited = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { title: 'Winter tyre special, extended' },
    });
    expect(edited.json()).toMatchObject({ unpublishAt: at.toISOString() });
    // null clears it.
    const cleared = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { unpublishAt: null },
    });
    expect(cleared.json()).toMatchObject({ publishStatus: 'Published', unpublishAt: null });
  });

  it('goes with a scheduled publication: the post is published, then taken down', async () => {
    const publishAt = later(HOUR);
    const unpublishAt = later(2 * HOUR);
    const post = await createPost(t, t.admin, {
      title: 'Open weekend',
      status: 'Scheduled',
      publishAt,
      unpublishAt,
    });
    expect(post).toMatchObject({ publishStatus: 'Scheduled', publishAt, unpublishAt });

    t.clock.advance(HOUR);
    expect((await t.app.scheduledPosts.runOnce()).map((item) => item.change)).toEqual(['publish']);
    expect(await publicSlugs()).toEqual([post.slug]);
    expect((await call(t.app, 'GET', `${posts}/${post.slug}`)).json()).toMatchObject({
      publishStatus: 'Published',
      publishAt: null,
      unpublishAt,
    });

    t.clock.advance(HOUR);
    expect((await t.app.scheduledPosts.runOnce()).map((item) => item.change)).toEqual([
      'unpublish',
    ]);
    expect(await publicSlugs()).toEqual([]);
  });

  // The times are taken from the test's clock when the case runs.
  it.each<[string, () => Record<string, unknown>, string]>([
    [
      'a time in the past',
      () => ({ status: 'Published', unpublishAt: later(-60_000) }),
      'The unpublish time must be in the future.',
    ],
    [
      'a time before the publication',
      () => ({ status: 'Scheduled', publishAt: later(2 * HOUR), unpublishAt: later(HOUR) }),
      'The unpublish time must be after the publication time.',
    ],
    [
      'the publication time itself',
      () => ({ status: 'Scheduled', publishAt: later(HOUR), unpublishAt: later(HOUR) }),
      'The unpublish time must be after the publication time.',
    ],
    [
      'a draft',
      () => ({ status: 'Draft', unpublishAt: later(HOUR) }),
      'An unpublish time goes only with the status Published or Scheduled.',
    ],
    [
      'no status (a draft)',
      () => ({ unpublishAt: later(HOUR) }),
      'An unpublish time goes only with the status Published or Scheduled.',
    ],
    [
      'a text that is no time',
      () => ({ status: 'Published', unpublishAt: 'after winter' }),
      'unpublishAt must be a valid date-time.',
    ],
  ])('refuses %s with 400', async (_case, fields, message) => {
    const res = await call(t.app, 'POST', posts, {
      token: t.admin,
      body: { title: 'Refused', content: '<p>x</p>', ...fields() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect((await call(t.app, 'GET', posts, { token: t.admin })).json()).toEqual([]);
  });

  it('refuses an edit that moves the publication past the unpublish time it keeps', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Window',
      status: 'Scheduled',
      publishAt: later(HOUR),
      unpublishAt: later(2 * HOUR),
    });
    const res = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { publishAt: later(3 * HOUR) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The unpublish time must be after the publication time.',
    });
    // The time it already has may be sent back as it is, even once it has passed.
    const kept = await createPost(t, t.admin, {
      title: 'Kept',
      status: 'Published',
      unpublishAt: later(60_000),
    });
    t.clock.advance(120_000);
    const same = await call(t.app, 'PUT', `${posts}/${kept._id}`, {
      token: t.admin,
      body: { status: 'Published', unpublishAt: kept.unpublishAt },
    });
    expect(same.statusCode).toBe(200);
  });

  it('is cancelled by Unpublish, and kept by Publish while it is ahead', async () => {
    const unpublishAt = later(HOUR);
    const post = await createPost(t, t.admin, {
      title: 'Pressed',
      status: 'Published',
      unpublishAt,
    });
    const down = await call(t.app, 'POST', `${posts}/${post._id}/unpublish`, { token: t.admin });
    expect(down.json()).toMatchObject({ publishStatus: 'Draft', unpublishAt: null });
    const up = await call(t.app, 'POST', `${posts}/${post._id}/publish`, { token: t.admin });
    expect(up.json()).toMatchObject({ publishStatus: 'Published', unpublishAt: null });

    const scheduled = await createPost(t, t.admin, {
      title: 'Early bird',
      status: 'Scheduled',
      publishAt: later(HOUR / 2),
      unpublishAt,
    });
    const early = await call(t.app, 'POST', `${posts}/${scheduled._id}/publish`, {
      token: t.admin,
    });
    expect(early.json()).toMatchObject({
      publishStatus: 'Published',
      publishAt: null,
      unpublishAt,
    });
  });
});

describe('the scheduler taking a post down', () => {
  it('moves it to Draft at its time, once across concurrent runs, drops it everywhere and records it', async () => {
    const unpublishAt = later(HOUR);
    const post = await createPost(t, t.admin, {
      title: 'Winter tyre special',
      status: 'Published',
      unpublishAt,
    });
    // A second later, so the list's order (newest first) does not depend on the ids.
    t.clock.advance(1000);
    const stays = await createPost(t, t.admin, { title: 'Evergreen', status: 'Published' });
    // Cached public replies must not outlive the take-down.
    expect(await publicSlugs()).toEqual([stays.slug, post.slug]);
    expect((await call(t.app, 'GET', `${posts}/${post.slug}`)).statusCode).toBe(200);

    // The owner signs in again after the hour.
    await t.moveClock(HOUR - 2000);
    expect(await t.app.scheduledPosts.runOnce()).toEqual([]);
    expect((await call(t.app, 'GET', `${posts}/${post.slug}`)).statusCode).toBe(200);

    const before = await version();
    t.clock.advance(1000);
    const runs = await Promise.all([
      t.app.scheduledPosts.runOnce(),
      t.app.scheduledPosts.runOnce(),
    ]);
    expect(runs.flat().map((item) => [item.tenantId, item.post._id, item.change])).toEqual([
      [TENANT, post._id, 'unpublish'],
    ]);
    expect(await version()).not.toBe(before);

    expect(await publicSlugs()).toEqual([stays.slug]);
    for (const ref of [post._id, post.slug]) {
      const res = await call(t.app, 'GET', `${posts}/${ref}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Post not found.' });
    }
    const own = await call(t.app, 'GET', `${posts}/${post._id}`, { token: t.admin });
    expect(own.json()).toMatchObject({
      publishStatus: 'Draft',
      publishedAt: null,
      unpublishAt: null,
    });

    expect(await auditOf(post._id)).toContainEqual({
      id: expect.any(String),
      at: t.clock.now().toISOString(),
      action: 'post.unpublish',
      actor: { id: null, username: 'scheduler' },
      address: null,
      object: { type: 'post', id: post._id, label: 'Winter tyre special' },
      before: { status: 'Published' },
      after: { status: 'Draft' },
    });
    // Once: a later run has nothing to do.
    await t.moveClock(HOUR);
    expect(await t.app.scheduledPosts.runOnce()).toEqual([]);
  });
});
