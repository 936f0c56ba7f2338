import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  TENANT,
  adminToken,
  call,
  createPostgresDatabase,
  createTestApp,
  uploadMedia,
  type TestApp,
} from './helper';
import { FILES } from './samples';
import { startS3, type TestS3 } from './support/s3';

// Two api instances on one PostgreSQL database (npm run test:pg), sharing an object store and
// the database rate-limit store, as behind a load balancer. PGlite is one process's database,
// so on the embedded run there is nothing to share.
const onPostgres = Boolean(process.env.DATABASE_URL);
const describeShared = onPostgres ? describe : describe.skip;

describeShared('two instances on one PostgreSQL', () => {
  let s3: TestS3;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    s3 = await startS3();
    const database = await createPostgresDatabase();
    const env = {
      ...s3.env,
      SEED_POSTS: 'true',
      // A realistic password cost widens the window in which two unguarded starts would both
      // find no SuperAdmin and both insert one.
      SCRYPT_LOG_N: '15',
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_SCALE: '1',
      RATE_LIMIT_LOGIN: '3/15m',
      // The scheduler runs by hand below, so that every publication is counted.
      SCHEDULED_POSTS_CHECK_MS: '0',
    };
    const instance = () =>
      createTestApp({
        env,
        reuse: {
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-')),
          databaseUrl: database.url,
          dropDatabase: database.drop,
        },
      });
    // Both start at the same moment on the empty database: migrations, SuperAdmin, samples.
    [a, b] = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await a?.close({ keep: true });
    await b?.close();
    await s3?.close();
  });

  /** Both clocks moved on by `ms`, then a job run twice on each instance at the same moment. */
  async function runOnBoth<R>(ms: number, run: (app: TestApp['app']) => Promise<R>) {
    a.clock.advance(ms);
    b.clock.advance(ms);
    return Promise.all([run(a.app), run(b.app), run(a.app), run(b.app)]);
  }

  it('seeds once when both start together on an empty database', async () => {
    const posts = await a.app.db.selectFrom('posts').select('slug').execute();
    expect(posts).toHaveLength(7);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(7);
    const admins = await a.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', ADMIN.username)
      .execute();
    expect(admins).toHaveLength(1);
    const list = await call(b.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`);
    expect(list.json<unknown[]>()).toHaveLength(7);
  });

  it('accepts on B the login token issued by A', async () => {
    const token = await adminToken(a);
    const profile = await call(b.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: ADMIN.username, role: 'SuperAdmin' });
    // Logging out on B ends the session on A too.
    expect(
      (await call(b.app, 'POST', `/api/v1/users/${TENANT}/logout`, { token })).statusCode,
    ).toBe(204);
    expect(
      (await call(a.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token })).statusCode,
    ).toBe(401);
  });

  it('enforces on B a rate limit reached through A', async () => {
    const attempt = (app: TestApp) =>
      call(app.app, 'POST', `/api/v1/users/${TENANT}/login`, {
        body: { username: 'target', password: 'wrong-password' },
      });
    // The limit is 3: A, B, A use it up, alternating as a load balancer would.
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const limited = await attempt(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/try again in 15 minutes/);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  it('serves through B an image uploaded through A', async () => {
    const res = await uploadMedia(a.app, await adminToken(a), {
      data: FILES.webp,
      filename: 'photo.webp',
      contentType: 'image/webp',
    });
    expect(res.statusCode).toBe(201);
    const name = new URL(res.json<{ url: string }>().url).pathname;
    const served = await b.app.inject({ method: 'GET', url: name });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(FILES.webp)).toBe(true);
  });

  it('drops on B, within a second, the published list B cached before an unpublish through A', async () => {
    const token = await adminToken(a);
    const slugs = async () =>
      (await call(b.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`))
        .json<{ slug: string }[]>()
        .map((post) => post.slug);
    const [first] = await slugs();
    // B's test clock stands still, so only the content version can expire its reply cache.
    await call(a.app, 'POST', `/api/v1/posts/${TENANT}/${first}/unpublish`, { token });
    const started = Date.now();
    while ((await slugs()).includes(first!) && Date.now() - started < 3000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await slugs()).not.toContain(first);
  });

  it('runs the lead retention once when both instances try at the same moment', async () => {
    const old = new Date(a.clock.now().getTime() - 60 * 86_400_000);
    await a.app.db
      .insertInto('leads')
      .values(
        ['spam-1', 'spam-2'].map((id) => ({
          id,
          tenant_id: TENANT,
          kind: 'contact' as const,
          status: 'Spam' as const,
          email: `${id}@example.com`,
          created_at: old,
        })),
      )
      .execute();
    // Both instances ran the job when they started; move both clocks past the period.
    const period = a.config.inbox.retentionIntervalMs;
    const runs = await runOnBoth(period, (app) => app.leadRetention.runOnce());
    expect(runs.filter((run) => run.acted)).toEqual([{ acted: true, deleted: 2 }]);
    expect(await b.app.db.selectFrom('leads').select('id').execute()).toEqual([]);
  });

  it('drops on B, within a second, a comment hidden through A', async () => {
    const token = await adminToken(a);
    const [post] = (await call(b.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`)).json<
      { _id: string }[]
    >();
    const url = `/api/v1/posts/${TENANT}/${post!._id}/comments`;
    const posted = await call(a.app, 'POST', url, { token, body: { content: 'Hide me' } });
    const texts = async () =>
      (await call(b.app, 'GET', url)).json<{ content: string }[]>().map((c) => c.content);
    let started = Date.now();
    while (!(await texts()).includes('Hide me') && Date.now() - started < 3000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await texts()).toContain('Hide me');

    const id = posted.json<{ _id: string }>()._id;
    await call(a.app, 'PUT', `/api/v1/comments/${TENANT}/${id}/state`, {
      token,
      body: { state: 'hidden' },
    });
    started = Date.now();
    while ((await texts()).includes('Hide me') && Date.now() - started < 3000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await texts()).not.toContain('Hide me');
  });

  it('publishes each scheduled post once when both instances run the scheduler together', async () => {
    const token = await adminToken(a);
    const publishAt = new Date(a.clock.now().getTime() + 60_000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await call(a.app, 'POST', `/api/v1/posts/${TENANT}`, {
        token,
        body: { title: `Scheduled ${i}`, content: '<p>Soon</p>', status: 'Scheduled', publishAt },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ _id: string }>()._id);
    }
    const publicIds = async () =>
      (await call(b.app, 'GET', `/api/v1/posts/${TENANT}?status=Published&limit=100`))
        .json<{ _id: string }[]>()
        .map((post) => post._id);
    // B has the list without them cached.
    expect(await publicIds()).not.toContain(ids[0]);
    const runs = await runOnBoth(120_000, (app) => app.scheduledPosts.runOnce());
    const published = runs.flat().map((item) => item.post._id);
    expect(published.sort()).toEqual([...ids].sort());
    // B serves them within a second, whichever instance published them (B's clock stands
    // still, so only the content version expires its cache).
    const seen = new Set<string>();
    const started = Date.now();
    while (!ids.every((id) => seen.has(id)) && Date.now() - started < 3000) {
      for (const id of await publicIds()) seen.add(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('takes each time-boxed post down once when both instances run the scheduler together', async () => {
    const token = await adminToken(a);
    const unpublishAt = new Date(a.clock.now().getTime() + 60_000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await call(a.app, 'POST', `/api/v1/posts/${TENANT}`, {
        token,
        body: {
          title: `Time-boxed ${i}`,
          content: '<p>Until</p>',
          status: 'Published',
          unpublishAt,
        },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ _id: string }>()._id);
    }
    const publicIds = async () =>
      (await call(b.app, 'GET', `/api/v1/posts/${TENANT}?status=Published&limit=100`))
        .json<{ _id: string }[]>()
        .map((post) => post._id);
    // B has the list with them cached.
    expect(await publicIds()).toEqual(expect.arrayContaining(ids));
    const runs = await runOnBoth(120_000, (app) => app.scheduledPosts.runOnce());
    const downs = runs.flat().filter((item) => item.change === 'unpublish');
    expect(downs.map((item) => item.post._id).sort()).toEqual([...ids].sort());
    // B drops them within a second, whichever instance took them down.
    const started = Date.now();
    let left = ids;
    while (left.length > 0 && Date.now() - started < 3000) {
      const shown = new Set(await publicIds());
      left = ids.filter((id) => shown.has(id));
      if (left.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(left).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('queues one comment digest when both instances try at the same moment', async () => {
    // Both instances ran the job when they started; move both clocks past the day.
    const period = a.config.commentDigest.intervalMs;
    const runs = await runOnBoth(period, (app) => app.commentDigest.runOnce());
    expect(runs.filter((run) => run.acted)).toHaveLength(1);
    // The comment of the test before is new: one mail, from the instance that acted.
    expect(runs.filter((run) => run.mailed > 0)).toEqual([{ acted: true, mailed: 1 }]);
  });
});
