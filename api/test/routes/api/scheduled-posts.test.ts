import { TENANT, call, createPost, suiteApp } from '../../helper';

// The test runs the scheduler by hand, on the test's clock.
const t = suiteApp({ env: { SCHEDULED_POSTS_CHECK_MS: '0' }, admin: true });

const posts = `/api/v1/posts/${TENANT}`;
const HOUR = 3_600_000;
const inAnHour = () => new Date(t.clock.now().getTime() + HOUR).toISOString();

interface PostReply {
  _id: string;
  slug: string;
  publishStatus: string;
  publishAt: string | null;
  publishedAt: string | null;
}

const publicSlugs = async () =>
  (await call(t.app, 'GET', `${posts}?status=Published`)).json<PostReply[]>().map((p) => p.slug);
const version = async () =>
  (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`)).json<{ version: string }>()
    .version;

describe('scheduling a post', () => {
  it('stores the time in UTC and answers Scheduled with publishAt; the public sees nothing yet', async () => {
    const at = new Date(t.clock.now().getTime() + HOUR);
    // Sent with an offset, answered in UTC.
    const local = new Date(at.getTime() + 2 * HOUR).toISOString().replace('Z', '+02:00');
    const post = await createPost(t, t.admin, {
      title: 'Spring checklist',
      status: 'Scheduled',
      publishAt: local,
    });
    expect(post).toMatchObject({
      publishStatus: 'Scheduled',
      publishAt: at.toISOString(),
      publishedAt: null,
    });
    expect(await publicSlugs()).toEqual([]);
    for (const ref of [post._id, post.slug]) {
      const res = await call(t.app, 'GET', `${posts}/${ref}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Post not found.' });
    }
    expect((await call(t.app, 'GET', `${posts}/${post.slug}/comments`)).statusCode).toBe(404);
    // The management list shows it with its time.
    const all = (await call(t.app, 'GET', posts, { token: t.admin })).json<PostReply[]>();
    expect(all).toEqual([
      expect.objectContaining({
        _id: post._id,
        publishStatus: 'Scheduled',
        publishAt: at.toISOString(),
      }),
    ]);
    const scheduled = await call(t.app, 'GET', `${posts}?status=Scheduled`, { token: t.admin });
    expect(scheduled.json<PostReply[]>().map((p) => p._id)).toEqual([post._id]);
  });

  it.each([
    [{ status: 'Scheduled' }, 'Choose when the post should be published.'],
    [{ status: 'Scheduled', publishAt: null }, 'Choose when the post should be published.'],
    [
      { status: 'Scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() },
      'The publication time must be in the future.',
    ],
    [
      { status: 'Draft', publishAt: new Date(Date.now() + HOUR).toISOString() },
      'A publication time goes only with the status Scheduled.',
    ],
    [{ status: 'Scheduled', publishAt: 'next tuesday' }, 'publishAt must be a valid date-time.'],
  ])('refuses %j with 400', async (fields, message) => {
    const res = await call(t.app, 'POST', posts, {
      token: t.admin,
      body: { title: 'Refused', content: '<p>x</p>', ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect((await call(t.app, 'GET', posts, { token: t.admin })).json()).toEqual([]);
  });

  it('keeps the time when an edit leaves it out, and moves it when an edit sends a new one', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Kept',
      status: 'Scheduled',
      publishAt: inAnHour(),
    });
    const edited = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { title: 'Kept, edited' },
    });
    expect(edited.json()).toMatchObject({ publishStatus: 'Scheduled', publishAt: post.publishAt });
    // The time it has may be sent back as it is, even once it has passed.
    await t.moveClock(2 * HOUR);
    const same = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { status: 'Scheduled', publishAt: post.publishAt },
    });
    expect(same.statusCode).toBe(200);
    // Another time in the past is refused.
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const moved = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { status: 'Scheduled', publishAt: past },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: 'The publication time must be in the future.' });
    const later = inAnHour();
    const rescheduled = await call(t.app, 'PUT', `${posts}/${post._id}`, {
      token: t.admin,
      body: { publishAt: later },
    });
    expect(rescheduled.json()).toMatchObject({ publishStatus: 'Scheduled', publishAt: later });
  });

  it('Unpublish cancels the schedule and Publish publishes now; neither is ever published by the scheduler', async () => {
    const cancelled = await createPost(t, t.admin, {
      title: 'Cancelled',
      status: 'Scheduled',
      publishAt: inAnHour(),
    });
    const early = await createPost(t, t.admin, {
      title: 'Early',
      status: 'Scheduled',
      publishAt: inAnHour(),
    });
    const unpublished = await call(t.app, 'POST', `${posts}/${cancelled._id}/unpublish`, {
      token: t.admin,
    });
    expect(unpublished.json()).toMatchObject({ publishStatus: 'Draft', publishAt: null });
    const published = await call(t.app, 'POST', `${posts}/${early._id}/publish`, {
      token: t.admin,
    });
    expect(published.json()).toMatchObject({
      publishStatus: 'Published',
      publishAt: null,
      publishedAt: t.clock.now().toISOString(),
    });
    await t.moveClock(2 * HOUR);
    expect(await t.app.scheduledPosts.runOnce()).toEqual([]);
    expect(await publicSlugs()).toEqual([early.slug]);
  });
});

describe('the scheduler', () => {
  it('publishes a post at its time, once, at the scheduled time, and moves the content version', async () => {
    const publishAt = inAnHour();
    const post = await createPost(t, t.admin, { title: 'On time', status: 'Scheduled', publishAt });
    // A cached empty public list must not outlive the publication.
    expect(await publicSlugs()).toEqual([]);

    await t.moveClock(HOUR - 1000);
    expect(await t.app.scheduledPosts.runOnce()).toEqual([]);
    expect((await call(t.app, 'GET', `${posts}/${post.slug}`)).statusCode).toBe(404);

    const before = await version();
    t.clock.advance(1000);
    const published = await t.app.scheduledPosts.runOnce();
    expect(published.map((item) => [item.tenantId, item.post._id])).toEqual([[TENANT, post._id]]);
    expect(await version()).not.toBe(before);
    expect(await publicSlugs()).toEqual([post.slug]);
    const read = await call(t.app, 'GET', `${posts}/${post.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      publishStatus: 'Published',
      publishAt: null,
      publishedAt: publishAt,
    });
    // Once: a later run has nothing to do.
    await t.moveClock(HOUR);
    expect(await t.app.scheduledPosts.runOnce()).toEqual([]);
  });
});
