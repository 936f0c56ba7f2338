import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import auditPlugin from '../../../src/plugins/app/audit';
import type { AuditEntryView } from '../../../src/repositories/audit';
import {
  ADMIN,
  OTHER_TENANT,
  TENANT,
  call,
  createPost,
  uploadMedia,
  suiteApp,
  sendApplication,
  listPage,
} from '../../helper';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true, user: 'reader' });

const base = `/api/v1/audit/${TENANT}`;

async function entries(query = '', token = t.admin) {
  const { rows, next } = await listPage<AuditEntryView>(t.app, `${base}${query}`, token);
  return { entries: rows, next };
}

/** What one call appended to the log: exactly the entries that are new since `before`. */
async function appendedBy(action: () => Promise<{ statusCode: number }>, status?: number) {
  const { entries: before } = await entries('?limit=200');
  const res = await action();
  if (status !== undefined) expect(res.statusCode).toBe(status);
  t.clock.advance(1000);
  const { entries: after } = await entries('?limit=200');
  const known = new Set(before.map((entry) => entry.id));
  return after.filter((entry) => !known.has(entry.id));
}

async function contact() {
  const res = await call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name: 'Dana', email: 'dana@shop.example', message: 'Hello' },
  });
  expect(res.statusCode).toBe(200);
}

async function apply() {
  const res = await sendApplication(t.app, { job: 'ux-ui-designer', coverLetter: '' });
  expect(res.statusCode).toBe(201);
}

async function leadIds() {
  const res = await call(t.app, 'GET', `/api/v1/inbox/${TENANT}/leads`, { token: t.admin });
  return res.json<{ id: string; kind: string }[]>();
}

describe('every privileged action writes one audit entry', () => {
  it('post create, edit, publish, unpublish and delete, with the status before and after', async () => {
    const posts = `/api/v1/posts/${TENANT}`;
    let id = '';
    const [created] = await appendedBy(async () => {
      const res = await call(t.app, 'POST', posts, {
        token: t.admin,
        body: { title: 'Brake season', content: '<p>Body</p>', tags: ['Marketing'] },
      });
      id = res.json<{ _id: string }>()._id;
      return res;
    }, 201);
    expect(created).toMatchObject({
      action: 'post.create',
      actor: { username: 'admin' },
      address: '127.0.0.1',
      object: { type: 'post', id, label: 'Brake season' },
      after: { status: 'Draft' },
    });
    expect(Date.parse(created!.at)).not.toBeNaN();

    const edited = await appendedBy(
      () => call(t.app, 'PUT', `${posts}/${id}`, { token: t.admin, body: { title: 'Brakes' } }),
      200,
    );
    expect(edited).toEqual([
      expect.objectContaining({
        action: 'post.update',
        object: expect.objectContaining({ label: 'Brakes' }),
      }),
    ]);
    expect(edited[0]!.before).toBeNull();

    const published = await appendedBy(
      () => call(t.app, 'POST', `${posts}/${id}/publish`, { token: t.admin }),
      200,
    );
    expect(published).toEqual([
      expect.objectContaining({
        action: 'post.publish',
        before: { status: 'Draft' },
        after: { status: 'Published' },
      }),
    ]);
    const unpublished = await appendedBy(
      () => call(t.app, 'POST', `${posts}/${id}/unpublish`, { token: t.admin }),
      200,
    );
    expect(unpublished).toEqual([
      expect.objectContaining({ action: 'post.unpublish', after: { status: 'Draft' } }),
    ]);
    const deleted = await appendedBy(
      () => call(t.app, 'DELETE', `${posts}/${id}`, { token: t.admin }),
      204,
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        action: 'post.delete',
        object: { type: 'post', id, label: 'Brakes' },
        before: { status: 'Draft' },
      }),
    ]);
  });

  it('a failed action writes nothing: a 404, a 400 and a User refused', async () => {
    const posts = `/api/v1/posts/${TENANT}`;
    expect(
      await appendedBy(() => call(t.app, 'POST', `${posts}/nope/publish`, { token: t.admin }), 404),
    ).toEqual([]);
    expect(
      await appendedBy(
        () => call(t.app, 'POST', posts, { token: t.admin, body: { title: '' } }),
        400,
      ),
    ).toEqual([]);
    expect(
      await appendedBy(
        () =>
          call(t.app, 'POST', posts, { token: t.user.token, body: { title: 'X', content: 'Y' } }),
        403,
      ),
    ).toEqual([]);
  });

  it('comment moderation: state, delete, block, unblock and the settings', async () => {
    const post = await createPost(t, t.admin, { title: 'Oil', status: 'Published' });
    const res = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/comments`, {
      token: t.user.token,
      body: { content: 'Nice', referenceCode: '', fillMs: 8000 },
    });
    expect(res.statusCode).toBe(201);
    const commentId = res.json<{ _id: string }>()._id;
    const comments = `/api/v1/comments/${TENANT}`;

    const hidden = await appendedBy(
      () =>
        call(t.app, 'PUT', `${comments}/${commentId}/state`, {
          token: t.admin,
          body: { state: 'hidden' },
        }),
      200,
    );
    expect(hidden).toEqual([
      expect.objectContaining({
        action: 'comment.state',
        // By the author's account id: a name in the log would outlive the person's erasure.
        object: { type: 'comment', id: commentId, label: `comment by user ${t.user.id} on “Oil”` },
        before: { state: 'visible' },
        after: { state: 'hidden' },
      }),
    ]);
    const blocked = await appendedBy(
      () => call(t.app, 'PUT', `${comments}/blocks/${t.user.id}`, { token: t.admin }),
      200,
    );
    expect(blocked).toEqual([
      expect.objectContaining({
        action: 'commenter.block',
        object: expect.objectContaining({ id: t.user.id }),
      }),
    ]);
    expect(
      await appendedBy(
        () => call(t.app, 'DELETE', `${comments}/blocks/${t.user.id}`, { token: t.admin }),
        200,
      ),
    ).toEqual([expect.objectContaining({ action: 'commenter.unblock' })]);
    expect(
      await appendedBy(
        () =>
          call(t.app, 'PUT', `${comments}/settings`, { token: t.admin, body: { holdLinks: true } }),
        200,
      ),
    ).toEqual([
      expect.objectContaining({
        action: 'comment.settings',
        before: { holdLinks: false },
        after: { holdLinks: true },
      }),
    ]);
    expect(
      await appendedBy(
        () => call(t.app, 'DELETE', `${comments}/${commentId}`, { token: t.admin }),
        204,
      ),
    ).toEqual([expect.objectContaining({ action: 'comment.delete', before: { state: 'hidden' } })]);
  });

  it('leads: a status change, a résumé download (both routes) and a CSV export', async () => {
    await contact();
    t.clock.advance(1000);
    await apply();
    const [application, message] = await leadIds();
    const inbox = `/api/v1/inbox/${TENANT}`;
    expect(
      await appendedBy(
        () =>
          call(t.app, 'PUT', `${inbox}/leads/${message!.id}/status`, {
            token: t.admin,
            body: { status: 'Handled' },
          }),
        200,
      ),
    ).toEqual([
      expect.objectContaining({
        action: 'lead.status',
        // By the sender's keyed hash, never their name or address.
        object: {
          type: 'lead',
          id: message!.id,
          label: `contact from ${await t.app.personRef('dana@shop.example')}`,
        },
        before: { status: 'New' },
        after: { status: 'Handled' },
      }),
    ]);
    for (const url of [
      `${inbox}/leads/${application!.id}/resume`,
      `/api/v1/careers/${TENANT}/applications/${application!.id}/resume`,
    ]) {
      expect(await appendedBy(() => call(t.app, 'GET', url, { token: t.admin }), 200)).toEqual([
        expect.objectContaining({
          action: 'lead.resume-download',
          object: { type: 'lead', id: application!.id, label: null },
        }),
      ]);
    }
    expect(
      await appendedBy(
        () => call(t.app, 'GET', `${inbox}/leads/nope/resume`, { token: t.admin }),
        404,
      ),
    ).toEqual([]);
    expect(
      await appendedBy(
        () => call(t.app, 'GET', `${inbox}/leads.csv?kind=contact`, { token: t.admin }),
        200,
      ),
    ).toEqual([
      expect.objectContaining({ action: 'leads.export', after: { filter: { kind: 'contact' } } }),
    ]);
  });

  it('a media upload', async () => {
    const [entry, ...rest] = await appendedBy(
      () =>
        uploadMedia(t.app, t.admin, {
          data: FILES.png,
          filename: 'shop.png',
          contentType: 'image/png',
        }),
      201,
    );
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'media.upload',
      object: { type: 'media', label: 'shop.png' },
    });
  });

  it("a SuperAdmin's sign-in and a failed one; a User's are not the log's business", async () => {
    const login = (username: string, password: string) =>
      call(t.app, 'POST', `/api/v1/users/${TENANT}/login`, {
        body: { username, password, email: '', tenant: 'Revline Digital' },
      });
    expect(await appendedBy(() => login('admin', 'not-the-password'), 401)).toEqual([
      expect.objectContaining({
        action: 'admin.sign-in-failed',
        actor: expect.objectContaining({ username: 'admin' }),
        after: { step: 'password' },
      }),
    ]);
    expect(await appendedBy(() => login('admin', ADMIN.password), 200)).toEqual([
      expect.objectContaining({ action: 'admin.sign-in', address: '127.0.0.1' }),
    ]);
    expect(await appendedBy(() => login(t.user.username, 'wrong'), 401)).toEqual([]);
    expect(await appendedBy(() => login(t.user.username, t.user.password), 200)).toEqual([]);
  });

  it('refuses to start a SuperAdmin route that changes something without naming its action', async () => {
    const app = Fastify();
    app.register(fp(async () => undefined, { name: 'audit-repository' }));
    app.register(fp(async () => undefined, { name: 'two-factor-repository' }));
    app.register(auditPlugin);
    app.register(async (routes) => {
      routes.get('/read', { config: { auth: 'admin' } }, async () => 'ok');
      routes.post('/write', { config: { auth: 'admin' } }, async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow(
      "POST /write: a SuperAdmin's change must name its audit action (config.audit)",
    );
  });
});

describe('GET /audit/{tenantId}', () => {
  async function seed() {
    const posts = `/api/v1/posts/${TENANT}`;
    for (const title of ['One', 'Two', 'Three']) {
      const res = await call(t.app, 'POST', posts, {
        token: t.admin,
        body: { title, content: '<p>x</p>' },
      });
      expect(res.statusCode).toBe(201);
      t.clock.advance(60_000);
    }
  }

  it('lists newest first, a page at a time', async () => {
    await seed();
    const first = await entries('?action=post.create&limit=2');
    expect(first.entries.map((entry) => entry.object?.label)).toEqual(['Three', 'Two']);
    const second = await entries(`?action=post.create&limit=2&cursor=${first.next}`);
    expect(second.entries.map((entry) => entry.object?.label)).toEqual(['One']);
    expect(second.next).toBeUndefined();
  });

  it('filters by person, action and days', async () => {
    await seed();
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await entries('?actor=admin&action=post.create')).entries).toHaveLength(3);
    expect((await entries('?actor=someone')).entries).toEqual([]);
    expect((await entries('?action=post.delete')).entries).toEqual([]);
    expect((await entries(`?from=${today}&to=${today}`)).entries.length).toBeGreaterThan(0);
    expect((await entries('?to=2000-01-01')).entries).toEqual([]);
    const actors = await call(t.app, 'GET', `${base}/actors`, { token: t.admin });
    // The start-up that created the SuperAdmin from ADMIN_* is in the log too.
    expect(actors.json()).toEqual(['ADMIN_* settings at start', 'admin']);
  });

  it.each([
    ['?from=2026-02-30', 'The from date is not a real day.'],
    ['?from=2026-03-02&to=2026-03-01', 'The from date must not be after the to date.'],
    ['?limit=0', 'The limit must be a whole number from 1 to 200.'],
    ['?cursor=%%%', 'The cursor is not valid. Start again from the first page.'],
  ])('answers %s with a 400 and says why', async (query, message) => {
    const res = await call(t.app, 'GET', `${base}${query}`, { token: t.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('is for a SuperAdmin of the tenant only', async () => {
    expect((await call(t.app, 'GET', base)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', base, { token: t.user.token })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/v1/audit/${OTHER_TENANT}`, { token: t.admin })).statusCode,
    ).toBe(401);
  });

  it('offers no way to change or remove an entry, and the database refuses an update', async () => {
    await seed();
    const [entry] = (await entries()).entries;
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(t.app, method, `${base}/${entry!.id}`, { token: t.admin, body: {} });
      expect(res.statusCode).toBe(404);
    }
    await expect(
      sql`UPDATE audit_log SET action = 'forged' WHERE id = ${entry!.id}`.execute(t.app.db),
    ).rejects.toThrow('audit log entries are never changed');
    expect((await entries()).entries[0]).toEqual(entry);
  });
});
