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
import { BAD_IF_MATCH, STALE_VERSION } from '../../../src/routes/api/posts';
import { REVISION_MESSAGES } from '../../../src/routes/api/posts/revisions';
import { REVISIONS_KEPT } from '../../../src/repositories/post-revisions';

const t = suiteApp({ admin: true, user: 'reader' });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;

interface Summary {
  _id: string;
  version: number;
  reason: string;
  author: { username: string } | null;
  title: string;
  publishStatus: string;
}

async function history(postId: string): Promise<Summary[]> {
  const res = await call(t.app, 'GET', url(`/${postId}/revisions`), { token: t.admin });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const save = (postId: string, body: Record<string, unknown>, ifMatch?: string) =>
  call(t.app, 'PUT', url(`/${postId}`), {
    token: t.admin,
    body,
    ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
  });

async function auditActions(): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const res = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('revisions', () => {
  it('keeps one for every save: create, update, publish, unpublish, with who and what', async () => {
    const post = await createPost(t, t.admin, { title: 'First', content: '<p>One</p>' });
    expect((await save(post._id, { title: 'Second', metaTitle: 'MT' })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', url(`/${post._id}/publish`), { token: t.admin })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', url(`/${post._id}/unpublish`), { token: t.admin })).statusCode,
    ).toBe(200);

    const revisions = await history(post._id);
    expect(
      revisions.map(({ version, reason, title, publishStatus, author }) => ({
        version,
        reason,
        title,
        publishStatus,
        author,
      })),
    ).toEqual([
      {
        version: 4,
        reason: 'unpublish',
        title: 'Second',
        publishStatus: 'Draft',
        author: { username: 'admin' },
      },
      {
        version: 3,
        reason: 'publish',
        title: 'Second',
        publishStatus: 'Published',
        author: { username: 'admin' },
      },
      {
        version: 2,
        reason: 'update',
        title: 'Second',
        publishStatus: 'Draft',
        author: { username: 'admin' },
      },
      {
        version: 1,
        reason: 'create',
        title: 'First',
        publishStatus: 'Draft',
        author: { username: 'admin' },
      },
    ]);
    // The list leaves the bodies out; one revision has everything the save kept.
    expect(revisions[0]).not.toHaveProperty('content');
    const first = await call(t.app, 'GET', url(`/${post._id}/revisions/${revisions[3]!._id}`), {
      token: t.admin,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(
      expect.objectContaining({
        version: 1,
        title: 'First',
        content: '<p>One</p>',
        metaTitle: '',
        featureImage: null,
        publishAt: null,
        createdAt: expect.any(String),
      }),
    );
  });

  it('keeps one when the scheduler publishes a post, by no one', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const post = await createPost(t, t.admin, {
      title: 'Later',
      status: 'Scheduled',
      publishAt: at,
    });
    await t.moveClock(61_000);
    await t.app.postsRepository.publishDue(t.clock.now());
    const [newest] = await history(post._id);
    expect(newest).toEqual(
      expect.objectContaining({
        version: 2,
        reason: 'schedule',
        author: null,
        publishStatus: 'Published',
      }),
    );
  });

  it('keeps one when the scheduler takes a post down, by no one', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const post = await createPost(t, t.admin, {
      title: 'Offer',
      status: 'Published',
      unpublishAt: at,
    });
    await t.moveClock(61_000);
    await t.app.postsRepository.unpublishDue(t.clock.now());
    const [newest] = await history(post._id);
    expect(newest).toEqual(
      expect.objectContaining({
        version: 2,
        reason: 'unpublish',
        author: null,
        publishStatus: 'Draft',
      }),
    );
  });

  it(`keeps the newest ${REVISIONS_KEPT} and prunes the older ones`, async () => {
    const post = await createPost(t, t.admin, { title: 'Often saved' });
    for (let n = 2; n <= REVISIONS_KEPT + 5; n += 1)
      expect((await save(post._id, { content: `<p>Save ${n}</p>` })).statusCode).toBe(200);
    const revisions = await history(post._id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.version).toBe(REVISIONS_KEPT + 5);
    expect(revisions.at(-1)!.version).toBe(6);
  });

  it('goes with its post', async () => {
    const post = await createPost(t, t.admin, { title: 'Short lived' });
    await save(post._id, { title: 'Short lived, edited' });
    expect((await call(t.app, 'DELETE', url(`/${post._id}`), { token: t.admin })).statusCode).toBe(
      204,
    );
    const left = await t.app.db
      .selectFrom('post_revisions')
      .select('id')
      .where('post_id', '=', post._id)
      .execute();
    expect(left).toEqual([]);
  });

  it('restores one as the newest version, keeps it as a new revision and records it', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Brake pads',
      content: '<p>Change them every spring.</p>',
    });
    await save(post._id, { title: 'Brake pads, wrong paste', content: '<p>lorem ipsum</p>' });
    await save(post._id, { title: 'Brake pads, worse', content: '<p>nothing</p>' });
    const first = (await history(post._id)).at(-1)!;

    const res = await call(t.app, 'POST', url(`/${post._id}/revisions/${first._id}/restore`), {
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"4"');
    expect(res.json()).toEqual(
      expect.objectContaining({
        title: 'Brake pads',
        content: '<p>Change them every spring.</p>',
        version: 4,
        publishStatus: 'Draft',
      }),
    );
    const read = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    expect(read.json().content).toBe('<p>Change them every spring.</p>');

    const revisions = await history(post._id);
    expect(revisions.map((revision) => [revision.version, revision.reason])).toEqual([
      [4, 'restore'],
      [3, 'update'],
      [2, 'update'],
      [1, 'create'],
    ]);
    expect((await auditActions()).filter((entry) => entry.action === 'post.restore')).toEqual([
      expect.objectContaining({
        action: 'post.restore',
        object: { type: 'post', id: post._id, label: 'Brake pads' },
        before: { version: 3 },
        after: { version: 4, restoredVersion: 1 },
      }),
    ]);
  });

  it("restores the content but keeps the post's status", async () => {
    const post = await createPost(t, t.admin, { title: 'Live post', status: 'Published' });
    await save(post._id, { title: 'Live post, renamed' });
    const first = (await history(post._id)).at(-1)!;
    const res = await call(t.app, 'POST', url(`/${post._id}/revisions/${first._id}/restore`), {
      token: t.admin,
    });
    expect(res.json()).toEqual(
      expect.objectContaining({ title: 'Live post', publishStatus: 'Published' }),
    );
  });

  it('shows what changed: the fields and the body word by word, against now or another revision', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Winter tyres',
      content: '<p>Switch your tyres in October.</p>',
    });
    await save(post._id, {
      title: 'Winter tyres in 2026',
      content: '<p>Switch your winter tyres in November.</p>',
      metaKeywords: 'tyres',
    });
    const [second, first] = await history(post._id);
    const res = await call(t.app, 'GET', url(`/${post._id}/revisions/${first!._id}/diff`), {
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      from: 1,
      to: 2,
      fields: [
        { field: 'title', before: 'Winter tyres', after: 'Winter tyres in 2026' },
        {
          field: 'excerpt',
          before: 'Switch your tyres in October.',
          after: 'Switch your winter tyres in November.',
        },
        { field: 'metaKeywords', before: '', after: 'tyres' },
      ],
      body: [
        { change: 'same', text: 'Switch your ' },
        { change: 'added', text: 'winter ' },
        { change: 'same', text: 'tyres in ' },
        { change: 'removed', text: 'October.' },
        { change: 'added', text: 'November.' },
      ],
    };
    expect(res.json()).toEqual(expected);
    const between = await call(
      t.app,
      'GET',
      url(`/${post._id}/revisions/${first!._id}/diff?against=${second!._id}`),
      { token: t.admin },
    );
    expect(between.json()).toEqual(expected);
  });

  it('answers 404 with a message for an unknown revision, one of another post, or an unknown one to compare with', async () => {
    const post = await createPost(t, t.admin, { title: 'Mine' });
    const other = await createPost(t, t.admin, { title: 'Other' });
    const [otherRevision] = await history(other._id);
    for (const path of [
      `/${post._id}/revisions/nope`,
      `/${post._id}/revisions/${otherRevision!._id}`,
      `/${post._id}/revisions/${otherRevision!._id}/restore`,
    ]) {
      const res = await call(t.app, path.endsWith('restore') ? 'POST' : 'GET', url(path), {
        token: t.admin,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REVISION_MESSAGES.notFound);
    }
    const [mine] = await history(post._id);
    const res = await call(
      t.app,
      'GET',
      url(`/${post._id}/revisions/${mine!._id}/diff?against=${otherRevision!._id}`),
      {
        token: t.admin,
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REVISION_MESSAGES.againstNotFound);
  });

  it.each([
    ['list', 'GET', ''],
    ['one', 'GET', '/:revision'],
    ['diff', 'GET', '/:revision/diff'],
    ['restore', 'POST', '/:revision/restore'],
  ] as const)(
    '%s: anonymous 401, User 403, other tenant refused, SuperAdmin ok',
    async (_name, method, path) => {
      const post = await createPost(t, t.admin, { title: 'Guarded' });
      const [revision] = await history(post._id);
      const otherAdmin = (await createAdmin(t, 'outsider')).token;
      const send = (options: CallOptions) =>
        call(
          t.app,
          method,
          url(`/${post._id}/revisions${path.replace(':revision', revision!._id)}`),
          options,
        );
      expect(
        await refusedStatuses(send, { user: t.user.token, admin: t.admin, otherAdmin }),
      ).toEqual(REFUSED_CALLERS);
      expect((await history(post._id)).length).toBe(1);
      expect((await send({ token: t.admin })).statusCode).toBe(200);
    },
  );
});

describe('no silent overwrite', () => {
  it("the SuperAdmin's read carries the version as its ETag, also for a published post", async () => {
    const draft = await createPost(t, t.admin, { title: 'Draft' });
    const published = await createPost(t, t.admin, { title: 'Live', status: 'Published' });
    await save(published._id, { content: '<p>Edited</p>' });
    const a = await call(t.app, 'GET', url(`/${draft._id}`), { token: t.admin });
    expect(a.headers.etag).toBe('"1"');
    expect(a.json().version).toBe(1);
    const b = await call(t.app, 'GET', url(`/${published._id}`), { token: t.admin });
    expect(b.headers.etag).toBe('"2"');
    expect(b.headers['cache-control']).toBe('private, no-store');
  });

  it('two saves from the same version: the second gets 409 with the post as it is now, and nothing is lost', async () => {
    const post = await createPost(t, t.admin, { title: 'Shared', content: '<p>Start</p>' });
    const loaded = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    const etag = loaded.headers.etag as string;

    const first = await save(post._id, { content: '<p>Tab one wrote this.</p>' }, etag);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const second = await save(post._id, { content: '<p>Tab two wrote this.</p>' }, etag);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: STALE_VERSION,
      current: expect.objectContaining({ content: '<p>Tab one wrote this.</p>', version: 2 }),
    });
    expect(second.headers.etag).toBe('"2"');
    // The first save stands and made the only new revision; nothing of the refused save was written.
    const now = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    expect(now.json()).toEqual(
      expect.objectContaining({ content: '<p>Tab one wrote this.</p>', version: 2 }),
    );
    expect((await history(post._id)).map((revision) => revision.version)).toEqual([2, 1]);
    expect((await auditActions()).filter((entry) => entry.action === 'post.update')).toHaveLength(
      1,
    );

    // Keeping theirs: the second tab saves again over the version it was shown.
    const again = await save(post._id, { content: '<p>Tab two wrote this.</p>' }, '"2"');
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(3);
  });

  it('two saves at once from the same version: one is written, the other is refused', async () => {
    const post = await createPost(t, t.admin, { title: 'Raced' });
    const replies = await Promise.all(
      ['A', 'B', 'C'].map((tab) => save(post._id, { content: `<p>Tab ${tab}</p>` }, '"1"')),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    const kept = replies.find((reply) => reply.statusCode === 200)!.json().content;
    const now = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    expect(now.json()).toEqual(expect.objectContaining({ content: kept, version: 2 }));
    expect((await history(post._id)).map((revision) => revision.version)).toEqual([2, 1]);
  });

  it('saves without If-Match as before (older clients); * and a weak tag match too', async () => {
    const post = await createPost(t, t.admin, { title: 'Old client' });
    expect((await save(post._id, { title: 'Old client 2' })).statusCode).toBe(200);
    expect((await save(post._id, { title: 'Old client 3' }, '*')).statusCode).toBe(200);
    expect((await save(post._id, { title: 'Old client 4' }, 'W/"3"')).statusCode).toBe(200);
  });

  it('refuses an If-Match that names no version with a message', async () => {
    const post = await createPost(t, t.admin, { title: 'Bad header' });
    const res = await save(post._id, { title: 'Changed' }, 'yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BAD_IF_MATCH);
  });
});
