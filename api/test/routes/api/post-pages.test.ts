// Paginated lists, server-side search, cached published reads (ETag, 304,
// Cache-Control) and their invalidation, stored reading time, and the indexes behind the lists.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../../src/db/migrate';
import { readingMinutes } from '../../../src/lib/reading-time';
import { REPLY_CACHE_TTL_MS, ReplyCache, renderReply } from '../../../src/plugins/app/reply-cache';
import {
  TENANT,
  call,
  createPost,
  suiteApp,
  queryPlan,
  type CompiledQuerySource,
} from '../../helper';

const t = suiteApp({ admin: true, user: 'reader' });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;
const ids = (res: { json: () => unknown }) => (res.json() as { _id: string }[]).map((p) => p._id);
const PUBLISHED = '?status=Published';

/** Published posts, one minute apart, oldest first; returns their ids newest first. */
async function publishMany(
  count: number,
  extra: (i: number) => Record<string, unknown> = () => ({}),
) {
  const created: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    t.clock.advance(60_000);
    const post = await createPost(t, t.admin, {
      title: `Post ${i}`,
      status: 'Published',
      ...extra(i),
    });
    created.push(post._id);
  }
  return created.reverse();
}

/** Comments written straight to the table (the API's rate limit would slow this down), one
 * second apart, oldest first; returns their ids newest first. */
async function commentMany(postId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    tenant_id: TENANT,
    post_id: postId,
    user_id: t.user.id,
    content: `Comment ${i + 1}`,
    created_at: new Date(t.clock.now().getTime() + i * 1000),
  }));
  await t.app.db.insertInto('comments').values(rows).execute();
  t.app.replyCache.invalidate(TENANT);
  return rows.map((row) => row.id).reverse();
}

/** Follows X-Next-Cursor to the end; returns every page's ids. */
async function walk(first: string, token?: string) {
  const pages: string[][] = [];
  let next: string | undefined = first;
  while (next) {
    const res = await call(t.app, 'GET', next, { token });
    expect(res.statusCode).toBe(200);
    pages.push(ids(res));
    const cursor = res.headers['x-next-cursor'];
    next =
      typeof cursor === 'string'
        ? `${first}${first.includes('?') ? '&' : '?'}cursor=${cursor}`
        : undefined;
    if (pages.length > 50) throw new Error('endless pages');
  }
  return pages;
}

describe('post list pages', () => {
  it('is an empty array with no next cursor when nothing is published', async () => {
    await createPost(t, t.admin, { title: 'Only a draft' });
    const res = await call(t.app, 'GET', url(PUBLISHED));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('fits on one page without a next cursor', async () => {
    const created = await publishMany(3);
    const res = await call(t.app, 'GET', url(`${PUBLISHED}&limit=3`));
    expect(ids(res)).toEqual(created);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('walks every page newest first, the last page full or short, nothing twice', async () => {
    const created = await publishMany(7);
    expect(await walk(url(`${PUBLISHED}&limit=3`))).toEqual([
      created.slice(0, 3),
      created.slice(3, 6),
      created.slice(6),
    ]);
    // A last page exactly full has no next cursor either.
    const exact = await walk(url(`${PUBLISHED}&limit=7`));
    expect(exact).toEqual([created]);
  });

  it('breaks ties of the same publication time by id, so no post is skipped', async () => {
    const created = [];
    for (let i = 0; i < 5; i += 1)
      created.push((await createPost(t, t.admin, { title: `Tie ${i}`, status: 'Published' }))._id);
    const pages = await walk(url(`${PUBLISHED}&limit=2`));
    expect(pages.flat().sort()).toEqual([...created].sort());
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('sends 20 posts to a client that knows nothing of pages, with the next cursor', async () => {
    const created = await publishMany(21);
    const res = await call(t.app, 'GET', url(PUBLISHED));
    expect(ids(res)).toEqual(created.slice(0, 20));
    const next = await call(
      t.app,
      'GET',
      url(`${PUBLISHED}&cursor=${res.headers['x-next-cursor']}`),
    );
    expect(ids(next)).toEqual(created.slice(20));
  });

  it.each([
    ['garbage', 'cursor=not*a*cursor'],
    ['base64 that is not JSON', `cursor=${Buffer.from('hello').toString('base64url')}`],
    ['JSON of the wrong shape', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`],
    ['a time out of range', `cursor=${Buffer.from('[1e300,"x"]').toString('base64url')}`],
    ['an empty cursor', 'cursor='],
  ])('refuses %s as a cursor with 400', async (_name, query) => {
    const res = await call(t.app, 'GET', url(`${PUBLISHED}&${query}`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The cursor is not valid. Start again from the first page.',
    });
  });

  it.each(['0', '101', '-1', '2.5', 'ten', ''])('refuses limit=%s with 400', async (limit) => {
    const res = await call(t.app, 'GET', url(`${PUBLISHED}&limit=${limit}`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The limit must be a whole number from 1 to 100.' });
  });

  it('searches every post by title or excerpt, in any case, and filters by tag on the server', async () => {
    const created = await publishMany(25, (i) => ({
      title: i === 1 ? 'Winter TIRES for shops' : `Post ${i}`,
      excerpt: i === 2 ? 'All about tires and brakes' : `Excerpt ${i}`,
      tags: i % 5 === 0 ? ['Digital'] : ['Marketing'],
    }));
    // The two oldest posts are beyond the first page of 20, and search still finds them.
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&q=tires`)))).toEqual([
      created[23],
      created[24],
    ]);
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&q=%20TiReS%20`)))).toHaveLength(2);
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&tag=Digital`)))).toEqual(
      created.filter((_, index) => (25 - index) % 5 === 0),
    );
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&tag=Digital&q=post%2020`)))).toEqual([
      created[5],
    ]);
    // LIKE wildcards are searched as text.
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&q=%25`)))).toEqual([]);
    expect(ids(await call(t.app, 'GET', url(`${PUBLISHED}&q=_`)))).toEqual([]);
    // Search pages like the list.
    const pages = await walk(url(`${PUBLISHED}&q=post&limit=10`));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 4]);
  });

  it('pages the management list for the SuperAdmin only, never cacheable', async () => {
    const published = await publishMany(3);
    t.clock.advance(60_000);
    const draft = await createPost(t, t.admin, { title: 'A draft' });
    const pages = await walk(url('?limit=2'), t.admin);
    expect(pages).toEqual([[draft._id, published[0]], published.slice(1)]);
    const res = await call(t.app, 'GET', url('?limit=2'), { token: t.admin });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect((await call(t.app, 'GET', url('?limit=2'))).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', url('?status=Draft&limit=2'), { token: t.user.token })).statusCode,
    ).toBe(403);
    expect(ids(await call(t.app, 'GET', url('?status=Draft&limit=1'), { token: t.admin }))).toEqual(
      [draft._id],
    );
  });
});

describe('comment pages', () => {
  it('are newest first when paged, with a cursor to the older ones', async () => {
    const [post] = await publishMany(1);
    const created = await commentMany(post!, 5);
    const pages = await walk(url(`/${post}/comments?limit=2`));
    expect(pages).toEqual([created.slice(0, 2), created.slice(2, 4), created.slice(4)]);
  });

  it('give a client that knows nothing of pages the newest 50, oldest first', async () => {
    const [post] = await publishMany(1);
    const created = await commentMany(post!, 51);
    const res = await call(t.app, 'GET', url(`/${post}/comments`));
    expect(ids(res)).toEqual(created.slice(0, 50).reverse());
    const older = await call(
      t.app,
      'GET',
      url(`/${post}/comments?cursor=${res.headers['x-next-cursor']}`),
    );
    expect(ids(older)).toEqual([created[50]]);
    expect(older.headers['x-next-cursor']).toBeUndefined();
  });

  it('are an empty page on a post without comments, and 400 on a bad cursor', async () => {
    const [post] = await publishMany(1);
    const empty = await call(t.app, 'GET', url(`/${post}/comments?limit=10`));
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-next-cursor']).toBeUndefined();
    expect((await call(t.app, 'GET', url(`/${post}/comments?cursor=%%%`))).statusCode).toBe(400);
    expect((await call(t.app, 'GET', url(`/${post}/comments?limit=101`))).statusCode).toBe(400);
  });

  it('of a draft stay 404 for readers and are listed, uncacheable, for the SuperAdmin', async () => {
    const draft = await createPost(t, t.admin, { title: 'Draft' });
    const [commentId] = await commentMany(draft._id, 1);
    expect((await call(t.app, 'GET', url(`/${draft._id}/comments`))).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', url(`/${draft._id}/comments`), { token: t.user.token })).statusCode,
    ).toBe(404);
    const res = await call(t.app, 'GET', url(`/${draft._id}/comments`), { token: t.admin });
    expect(ids(res)).toEqual([commentId]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('published reads for caches', () => {
  it.each([
    ['the list', () => url(PUBLISHED)],
    ['a post', (id: string) => url(`/${id}`)],
    ['its comments', (id: string) => url(`/${id}/comments`)],
  ])('%s: ETag, shared Cache-Control, and 304 on revalidation', async (_name, path) => {
    const [post] = await publishMany(2);
    const first = await call(t.app, 'GET', path(post!));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await call(t.app, 'GET', path(post!), { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weakInList = await call(t.app, 'GET', path(post!), {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weakInList.statusCode).toBe(304);
    const stale = await call(t.app, 'GET', path(post!), {
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    // Asked with a token: the same bytes, but only for the caller's own cache.
    const personal = await call(t.app, 'GET', path(post!), { token: t.user.token });
    expect(personal.statusCode).toBe(200);
    expect(personal.body).toBe(first.body);
    expect(personal.headers['cache-control']).toBe('private, no-cache');
  });

  it('a draft read by the SuperAdmin is never cacheable', async () => {
    const draft = await createPost(t, t.admin, { title: 'Secret draft' });
    const res = await call(t.app, 'GET', url(`/${draft._id}`), { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call(t.app, 'GET', url(`/${draft._id}`))).statusCode).toBe(404);
  });
});

describe('the cache of rendered replies follows every change', () => {
  async function readAll(post: string) {
    const [list, one, comments] = await Promise.all([
      call(t.app, 'GET', url(PUBLISHED)),
      call(t.app, 'GET', url(`/${post}`)),
      call(t.app, 'GET', url(`/${post}/comments`)),
    ]);
    return { list, one, comments };
  }

  it('on publish and unpublish', async () => {
    const [published] = await publishMany(1);
    const draft = await createPost(t, t.admin, { title: 'Soon' });
    await readAll(published!);
    expect((await call(t.app, 'GET', url(`/${draft._id}`))).statusCode).toBe(404);

    await call(t.app, 'POST', url(`/${draft._id}/publish`), { token: t.admin });
    expect(ids(await call(t.app, 'GET', url(PUBLISHED)))).toContain(draft._id);
    expect((await call(t.app, 'GET', url(`/${draft._id}`))).statusCode).toBe(200);

    await call(t.app, 'POST', url(`/${published}/unpublish`), { token: t.admin });
    const after = await readAll(published!);
    expect(ids(after.list)).toEqual([draft._id]);
    expect(after.one.statusCode).toBe(404);
    expect(after.comments.statusCode).toBe(404);
  });

  it('on edit, with a new ETag', async () => {
    const [post] = await publishMany(1);
    const before = await readAll(post!);
    await call(t.app, 'PUT', url(`/${post}`), { token: t.admin, body: { title: 'Edited title' } });
    const after = await readAll(post!);
    expect(after.one.json().title).toBe('Edited title');
    expect(after.list.json()[0].title).toBe('Edited title');
    expect(after.one.headers.etag).not.toBe(before.one.headers.etag);
    const revalidated = await call(t.app, 'GET', url(`/${post}`), {
      headers: { 'if-none-match': before.one.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('on delete', async () => {
    const [post] = await publishMany(1);
    await readAll(post!);
    await call(t.app, 'DELETE', url(`/${post}`), { token: t.admin });
    const after = await readAll(post!);
    expect(after.list.json()).toEqual([]);
    expect(after.one.statusCode).toBe(404);
    expect(after.comments.statusCode).toBe(404);
  });

  it('on a new comment and on a vote', async () => {
    const [post] = await publishMany(1);
    await readAll(post!);
    const comment = await call(t.app, 'POST', url(`/${post}/comments`), {
      token: t.user.token,
      body: { content: 'Fresh' },
    });
    expect(comment.statusCode).toBe(201);
    expect(ids((await readAll(post!)).comments)).toEqual([comment.json()._id]);

    await call(t.app, 'POST', url(`/${post}/like`), { token: t.user.token });
    const after = await readAll(post!);
    expect(after.one.json().likes).toEqual([t.user.id]);
    expect(after.list.json()[0].likes).toEqual([t.user.id]);
  });

  it('on a change made by another instance, within the time to live', async () => {
    const [post] = await publishMany(1);
    await readAll(post!);
    // Another instance on the same database: this one is not told.
    await t.app.db
      .updateTable('posts')
      .set({ title: 'Changed elsewhere' })
      .where('id', '=', post!)
      .execute();
    expect((await call(t.app, 'GET', url(`/${post}`))).json().title).toBe('Post 1');
    t.clock.advance(REPLY_CACHE_TTL_MS + 1);
    expect((await call(t.app, 'GET', url(`/${post}`))).json().title).toBe('Changed elsewhere');
    expect((await call(t.app, 'GET', url(PUBLISHED))).json()[0].title).toBe('Changed elsewhere');
  });
});

describe('ReplyCache', () => {
  it('renders once for concurrent misses and again after the time to live', async () => {
    let now = 1_000_000;
    const cache = new ReplyCache(() => now, 1000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return renderReply({ n: renders });
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('a', 'k', render)),
    );
    expect(renders).toBe(1);
    expect(new Set(replies.map((r) => r!.body.toString()))).toEqual(new Set(['{"n":1}']));
    now = 1_000_999;
    await cache.get('a', 'k', render);
    expect(renders).toBe(1);
    now = 1_001_001;
    expect((await cache.get('a', 'k', render))!.body.toString()).toBe('{"n":2}');
    cache.invalidate('b');
    expect((await cache.get('a', 'k', render))!.body.toString()).toBe('{"n":2}');
    cache.invalidate('a');
    expect((await cache.get('a', 'k', render))!.body.toString()).toBe('{"n":3}');
    expect(await cache.get('a', 'none', async () => undefined)).toBeUndefined();
  });
});

describe('stored per post', () => {
  it('keeps the reading time, at 220 words a minute, at least one', async () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    const short = await createPost(t, t.admin, { title: 'Short', content: words(10) });
    const long = await createPost(t, t.admin, { title: 'Long', content: words(1000) });
    expect([short.readingMinutes, long.readingMinutes]).toEqual([1, 5]);
    const edited = await call(t.app, 'PUT', url(`/${short._id}`), {
      token: t.admin,
      body: { content: words(700) },
    });
    expect(edited.json().readingMinutes).toBe(3);
  });
});

describe('migration 0002', () => {
  it('computes the stored reading time of the posts saved before it as a save does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
    fs.copyFileSync(path.join(MIGRATIONS_DIR, '0001_init.sql'), path.join(dir, '0001_init.sql'));
    const database = await openDatabase({});
    try {
      await migrate(database, dir);
      const bodies = [
        '',
        '<p></p>',
        '<p>One&nbsp;word&amp;another</p>',
        `<h2>Title</h2>${'<p>word word word word word</p>\n'.repeat(66)}`,
        `<ul>${'<li>tab\tseparated words</li>'.repeat(300)}</ul>`,
        'x'.repeat(50) + ' y'.repeat(549),
      ];
      await database.db
        .insertInto('tenants')
        .values({ id: 't', name: 'T', posts_seeded_at: null })
        .execute();
      await database.db
        .insertInto('posts')
        .values(
          bodies.map((content, i) => ({
            id: `p${i}`,
            tenant_id: 't',
            slug: `p${i}`,
            title: 'T',
            excerpt: '',
            content,
            tags: [],
            meta_title: '',
            meta_description: '',
            meta_keywords: '',
            publish_status: 'Draft' as const,
            created_at: new Date(),
            updated_at: new Date(),
          })),
        )
        .execute();
      await migrate(database);
      const rows = await database.db
        .selectFrom('posts')
        .select(['id', 'content', 'reading_minutes'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.reading_minutes)).toEqual(
        rows.map((row) => readingMinutes(row.content)),
      );
      expect(new Set(rows.map((row) => row.reading_minutes)).size).toBeGreaterThan(2);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('on PostgreSQL (npm run test:pg)', () => {
  (process.env.DATABASE_URL ? it : it.skip)(
    'every query of the app is a named prepared statement of its connection',
    async () => {
      await publishMany(1);
      await call(t.app, 'GET', url(PUBLISHED));
      const { rows } = await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements where statement like ${'%coalesce(published_at, created_at)%'} or statement like ${'%pg_prepared_statements%'}`.execute(
        t.app.db,
      );
      // This very query was prepared under a name, and so was the list's on its connection.
      expect(rows.some((row) => /pg_prepared_statements/.test(row.statement))).toBe(true);
      expect(rows.every((row) => /^k[\w-]{20}$/.test(row.name))).toBe(true);
    },
  );
});

describe('every list query walks an index in its order', () => {
  // EXPLAIN on the real engine (PGlite is PostgreSQL; npm run test:pg runs this on a server).
  const plan = (query: CompiledQuerySource) => queryPlan(t, query);

  const listed = sql`coalesce(published_at, created_at)`;
  const after = sql<boolean>`(coalesce(published_at, created_at), id) < (now(), 'x')`;

  it.each([
    ['published', true],
    ['all statuses', false],
  ])('the %s list', async (_name, published) => {
    let query = t.app.db
      .selectFrom('posts')
      .select(['id', 'title'])
      .where('tenant_id', '=', TENANT)
      .where(after);
    if (published) query = query.where('publish_status', '=', 'Published');
    const text = await plan(query.orderBy(listed, 'desc').orderBy('id', 'desc').limit(21));
    expect(text).toMatch(/Index (Only )?Scan using posts_tenant_(status_)?order_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it("a post's visible comments, both ways", async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const text = await plan(
        t.app.db
          .selectFrom('comments')
          .select(['id'])
          .where('tenant_id', '=', TENANT)
          .where('post_id', '=', 'p')
          .where('state', '=', 'visible')
          .orderBy('created_at', direction)
          .orderBy('id', direction)
          .limit(51),
      );
      expect(text).toMatch(/Index (Only )?Scan( Backward)? using comments_post_idx/);
      expect(text).not.toMatch(/Sort/);
    }
  });
});
