import { sql } from 'kysely';
import type { ModeratedComment } from '../../../src/repositories/comments';
import {
  OTHER_TENANT,
  TENANT,
  call,
  createPost,
  createUser,
  suiteApp,
  createAdmin,
  listPage,
  refusedStatuses,
  REFUSED_CALLERS,
  type CallOptions,
  queryPlan,
  type CompiledQuerySource,
} from '../../helper';

const t = suiteApp({ admin: true, user: 'reader' });
let post: { _id: string; slug: string };
beforeEach(async () => {
  post = await createPost(t, t.admin, { title: 'Brakes', status: 'Published' });
});

const base = `/api/v1/comments/${TENANT}`;
const posts = `/api/v1/posts/${TENANT}`;

/** A comment as a person writes it: through the form, slowly enough, as `user`. */
async function comment(content: string, user = t.user, extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `${posts}/${post._id}/comments`, {
    token: user.token,
    body: { content, referenceCode: '', fillMs: 8000, ...extra },
  });
  expect(res.statusCode).toBe(201);
  t.clock.advance(1000);
  return res.json<{ _id: string; content: string; held?: true }>();
}

async function list(query = '', token = t.admin) {
  const { rows, next } = await listPage<ModeratedComment>(t.app, `${base}${query}`, token);
  return { comments: rows, next };
}

async function publicComments() {
  const res = await call(t.app, 'GET', `${posts}/${post._id}/comments`);
  expect(res.statusCode).toBe(200);
  return res.json<{ content: string }[]>().map((c) => c.content);
}

async function setState(id: string, state: string) {
  return call(t.app, 'PUT', `${base}/${id}/state`, { token: t.admin, body: { state } });
}

/** A comment's state as stored, read past the routes. */
async function stateOf(id: string) {
  const row = await t.app.db
    .selectFrom('comments')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.state;
}

const version = async () =>
  (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`)).json<{ version: string }>()
    .version;

describe('GET /comments/{tenantId}', () => {
  it('lists every comment newest first, with its post, author and state', async () => {
    await comment('First');
    await comment('Second');
    const { comments, next } = await list();
    expect(next).toBeUndefined();
    expect(comments.map((c) => c.content)).toEqual(['Second', 'First']);
    expect(comments[0]).toEqual({
      id: expect.any(String),
      content: 'Second',
      createdAt: expect.any(String),
      state: 'visible',
      stateReason: null,
      stateChangedAt: null,
      stateChangedBy: null,
      post: { id: post._id, slug: post.slug, title: 'Brakes' },
      author: { id: t.user.id, username: 'reader', blocked: false },
    });
  });

  it('pages with a cursor: every comment once, in order, also when comments share a time', async () => {
    for (let i = 0; i < 7; i += 1) {
      await t.app.commentsRepository.create(TENANT, post._id, t.user, `c${i}`);
      if (i % 2 === 1) t.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual((await list('?limit=100')).comments.map((c) => c.id));
    expect(new Set(seen).size).toBe(7);
    expect((await call(t.app, 'GET', `${base}?cursor=nope`, { token: t.admin })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', `${base}?limit=101`, { token: t.admin })).statusCode).toBe(
      400,
    );
  });

  it('filters by post, by state and by text or author, any case', async () => {
    const other = await createPost(t, t.admin, { title: 'Tyres', status: 'Published' });
    const writer = await createUser(t, 'MechanicMo');
    await comment('Great brake tips');
    const spam = await comment('Buy now', t.user, { referenceCode: 'filled by a bot' });
    await call(t.app, 'POST', `${posts}/${other._id}/comments`, {
      token: writer.token,
      body: { content: 'Tyre pressure matters' },
    });
    t.clock.advance(1000);

    const byPost = await list(`?postId=${other._id}`);
    expect(byPost.comments.map((c) => c.content)).toEqual(['Tyre pressure matters']);
    const bySpam = await list('?state=spam');
    expect(bySpam.comments.map((c) => [c.id, c.stateReason])).toEqual([[spam._id, 'honeypot']]);
    expect((await list('?q=BRAKE')).comments.map((c) => c.content)).toEqual(['Great brake tips']);
    expect((await list('?q=mechanic')).comments.map((c) => c.content)).toEqual([
      'Tyre pressure matters',
    ]);
    expect((await list('?q=100%25')).comments).toEqual([]);
    expect((await call(t.app, 'GET', `${base}?state=deleted`, { token: t.admin })).statusCode).toBe(
      400,
    );
  });

  it("never shows another tenant's comments and is never cached", async () => {
    await comment('Ours');
    const outsider = await createAdmin(t, 'outsider');
    const theirs = await createPost(
      t,
      outsider.token,
      { title: 'Theirs', status: 'Published' },
      OTHER_TENANT,
    );
    await call(t.app, 'POST', `/api/v1/posts/${OTHER_TENANT}/${theirs._id}/comments`, {
      token: outsider.token,
      body: { content: 'Not yours' },
    });
    const res = await call(t.app, 'GET', base, { token: t.admin });
    expect(res.json<ModeratedComment[]>().map((c) => c.content)).toEqual(['Ours']);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('moderating a comment', () => {
  it('hides it: gone from the public list at once, the content version moves, back when shown', async () => {
    const { _id } = await comment('Rude remark');
    await comment('Kind remark');
    expect(await publicComments()).toEqual(['Rude remark', 'Kind remark']);
    const before = await version();

    const hidden = await setState(_id, 'hidden');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: _id,
      state: 'hidden',
      stateChangedBy: 'admin',
      stateChangedAt: t.clock.now().toISOString(),
    });
    expect(await publicComments()).toEqual(['Kind remark']);
    expect(Number(await version())).toBeGreaterThan(Number(before));
    // Nor in the author's own list of comments.
    const mine = await call(t.app, 'GET', `/api/v1/users/${TENANT}/me/comments`, {
      token: t.user.token,
    });
    expect(mine.json<{ text: string }[]>().map((c) => c.text)).toEqual(['Kind remark']);

    expect((await setState(_id, 'visible')).json()).toMatchObject({ state: 'visible' });
    expect(await publicComments()).toEqual(['Rude remark', 'Kind remark']);
  });

  it('marks it as spam and back', async () => {
    const { _id } = await comment('Cheap parts here');
    expect((await setState(_id, 'spam')).json()).toMatchObject({ state: 'spam' });
    expect(await publicComments()).toEqual([]);
    expect((await setState(_id, 'visible')).json()).toMatchObject({ state: 'visible' });
    expect(await publicComments()).toEqual(['Cheap parts here']);
  });

  it('deletes it for good (204), then 404', async () => {
    const { _id } = await comment('Delete me');
    const before = await version();
    const res = await call(t.app, 'DELETE', `${base}/${_id}`, { token: t.admin });
    expect(res.statusCode).toBe(204);
    expect(await publicComments()).toEqual([]);
    expect((await list()).comments).toEqual([]);
    expect(Number(await version())).toBeGreaterThan(Number(before));
    expect((await call(t.app, 'DELETE', `${base}/${_id}`, { token: t.admin })).statusCode).toBe(
      404,
    );
  });

  it('is 404 for an unknown comment and for another tenant’s comment', async () => {
    expect((await setState('no-such-comment', 'hidden')).statusCode).toBe(404);
    const outsider = await createAdmin(t, 'outsider');
    const theirs = await createPost(
      t,
      outsider.token,
      { title: 'Theirs', status: 'Published' },
      OTHER_TENANT,
    );
    const res = await call(t.app, 'POST', `/api/v1/posts/${OTHER_TENANT}/${theirs._id}/comments`, {
      token: outsider.token,
      body: { content: 'Not yours' },
    });
    const id = res.json<{ _id: string }>()._id;
    expect((await setState(id, 'hidden')).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${base}/${id}`, { token: t.admin })).statusCode).toBe(404);
    expect(await stateOf(id)).toBe('visible');
  });

  it('refuses a state that does not exist', async () => {
    const { _id } = await comment('Hello');
    expect((await setState(_id, 'deleted')).statusCode).toBe(400);
  });
});

describe('held comments', () => {
  it("a blocked commenter's next comments are held until approved; unblocking ends it", async () => {
    const earlier = await comment('Before the block');
    const block = await call(t.app, 'PUT', `${base}/blocks/${t.user.id}`, { token: t.admin });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toEqual({ userId: t.user.id, blocked: true });

    const held = await comment('After the block');
    expect(held.held).toBe(true);
    expect(await publicComments()).toEqual(['Before the block']);
    const { comments } = await list('?state=held');
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      id: held._id,
      stateReason: 'blocked',
      author: { username: 'reader', blocked: true },
    });
    expect((await list()).comments.find((c) => c.id === earlier._id)?.state).toBe('visible');

    // Approving makes it public; the arrival's reason goes with the owner's choice.
    const approved = await setState(held._id, 'visible');
    expect(approved.json()).toMatchObject({ state: 'visible', stateReason: null });
    expect(await publicComments()).toEqual(['Before the block', 'After the block']);

    const blocked = await call(t.app, 'GET', `${base}/blocks`, { token: t.admin });
    expect(blocked.json()).toEqual([
      {
        userId: t.user.id,
        username: 'reader',
        blockedAt: expect.any(String),
        blockedBy: 'admin',
      },
    ]);

    const unblock = await call(t.app, 'DELETE', `${base}/blocks/${t.user.id}`, { token: t.admin });
    expect(unblock.json()).toEqual({ userId: t.user.id, blocked: false });
    const after = await comment('Unblocked now');
    expect(after.held).toBeUndefined();
    expect((await call(t.app, 'GET', `${base}/blocks`, { token: t.admin })).json()).toEqual([]);
    expect(await publicComments()).toContain('Unblocked now');
  });

  it('blocking an unknown user or another tenant’s user is 404', async () => {
    const outsider = await createUser(t, 'outsider', OTHER_TENANT);
    for (const id of ['nobody', outsider.id]) {
      expect(
        (await call(t.app, 'PUT', `${base}/blocks/${id}`, { token: t.admin })).statusCode,
      ).toBe(404);
    }
  });

  it('holds comments with links only when the setting is on (off by default, per tenant)', async () => {
    const settings = () => call(t.app, 'GET', `${base}/settings`, { token: t.admin });
    expect((await settings()).json()).toEqual({ holdLinks: false });
    expect((await comment('See https://example.com')).held).toBeUndefined();

    const put = await call(t.app, 'PUT', `${base}/settings`, {
      token: t.admin,
      body: { holdLinks: true },
    });
    expect(put.json()).toEqual({ holdLinks: true });
    expect((await settings()).json()).toEqual({ holdLinks: true });

    for (const text of [
      'Visit www.cheap-parts.example',
      'go to cheapparts.com now',
      'http://x.y',
    ]) {
      expect((await comment(text)).held).toBe(true);
    }
    expect((await comment('I use Node.js, e.g. for tools')).held).toBeUndefined();
    expect((await list('?state=held')).comments.map((c) => c.stateReason)).toEqual([
      'link',
      'link',
      'link',
    ]);

    // The other tenant keeps its own setting.
    const otherAdmin = await createAdmin(t, 'outsider');
    const theirs = await call(t.app, 'GET', `/api/v1/comments/${OTHER_TENANT}/settings`, {
      token: otherAdmin.token,
    });
    expect(theirs.json()).toEqual({ holdLinks: false });
  });
});

describe('the content version', () => {
  it('moves with a visible new comment, not with a held or spam one', async () => {
    let before = await version();
    await comment('Public words');
    expect(Number(await version())).toBeGreaterThan(Number(before));

    before = await version();
    await comment('Bot words', t.user, { referenceCode: 'x' });
    await call(t.app, 'PUT', `${base}/blocks/${t.user.id}`, { token: t.admin });
    await comment('Held words');
    expect(await version()).toBe(before);
  });
});

describe('the spam guard on the comment form', () => {
  it.each([
    ['a filled hidden field', { referenceCode: 'http://bot', fillMs: 9000 }, 'honeypot'],
    ['a form sent too fast', { fillMs: 400 }, 'too-fast'],
  ])('%s: stored as spam, never shown, answered as for a person', async (_name, extra, reason) => {
    const res = await call(t.app, 'POST', `${posts}/${post._id}/comments`, {
      token: t.user.token,
      body: { content: 'Great post!!!', ...extra },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      content: 'Great post!!!',
      createdAt: expect.any(String),
      author: { username: 'reader' },
    });
    expect(await publicComments()).toEqual([]);
    expect((await list()).comments).toMatchObject([{ state: 'spam', stateReason: reason }]);
  });

  it('takes a client that sends neither field as a person', async () => {
    await call(t.app, 'POST', `${posts}/${post._id}/comments`, {
      token: t.user.token,
      body: { content: 'Old client' },
    });
    expect(await publicComments()).toEqual(['Old client']);
  });
});

describe('who may moderate comments', () => {
  // Every row has the same length: jest takes a test function with one more parameter than
  // the row for a `done` callback.
  const routes: [string, 'GET' | 'PUT' | 'DELETE', (ids: Ids) => string, unknown, number][] = [
    ['list', 'GET', () => base, undefined, 200],
    ['settings', 'GET', () => `${base}/settings`, undefined, 200],
    ['save settings', 'PUT', () => `${base}/settings`, { holdLinks: true }, 200],
    ['state', 'PUT', (ids) => `${base}/${ids.comment}/state`, { state: 'hidden' }, 200],
    ['delete', 'DELETE', (ids) => `${base}/${ids.comment}`, undefined, 204],
    ['blocked list', 'GET', () => `${base}/blocks`, undefined, 200],
    ['block', 'PUT', (ids) => `${base}/blocks/${ids.user}`, undefined, 200],
    ['unblock', 'DELETE', (ids) => `${base}/blocks/${ids.user}`, undefined, 200],
  ];
  interface Ids {
    comment: string;
    user: string;
  }

  it.each(routes)(
    '%s: anonymous 401, User 403, bad token 401, other tenant 401/403, SuperAdmin ok',
    async (_name, method, url, body, success) => {
      const { _id } = await comment('Moderate me');
      const ids = { comment: _id, user: t.user.id };
      const otherAdmin = (await createAdmin(t, 'outsider')).token;
      const send = (options: CallOptions) =>
        call(t.app, method, url(ids), { ...(body ? { body } : {}), ...options });

      expect(
        await refusedStatuses(send, { user: t.user.token, admin: t.admin, otherAdmin }),
      ).toEqual(REFUSED_CALLERS);
      // Nothing changed for the refused callers.
      expect(await stateOf(_id)).toBe('visible');
      expect(await t.app.commentsRepository.isBlocked(TENANT, t.user.id)).toBe(false);
      expect(await t.app.commentsRepository.settings(TENANT)).toEqual({ holdLinks: false });

      expect((await send({ token: t.admin })).statusCode).toBe(success);
    },
  );
});

describe('the owner’s list walks an index in its order', () => {
  // No Sort node in the plan: the list stops after a page instead of sorting every comment of
  // the tenant.
  const plan = (query: CompiledQuerySource) => queryPlan(t, query);

  it.each([
    ['every state', undefined, /comments_tenant_order_idx/],
    ['one state', 'held' as const, /comments_tenant_(state_)?order_idx/],
  ])('%s', async (_name, state, index) => {
    let query = t.app.db
      .selectFrom('comments')
      .select(['id'])
      .where('tenant_id', '=', TENANT)
      .where(sql<boolean>`(created_at, id) < (now(), 'x')`);
    if (state) query = query.where('state', '=', state);
    const text = await plan(query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(26));
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Sort/);
  });
});
