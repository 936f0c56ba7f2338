// The editor's autosave: one slot per post and person, never a change of the post, cleared by
// a real save; and who else has the post open in the last five minutes.
import {
  REFUSED_CALLERS,
  TENANT,
  call,
  createAdmin,
  createPost,
  refusedStatuses,
  suiteApp,
  type CallOptions,
  autosaveBody,
} from '../../helper';
import { AUTOSAVE_MESSAGES } from '../../../src/routes/api/posts/autosave';
import { PRESENCE_WINDOW_MS } from '@agency/contract/autosave';

const t = suiteApp({ admin: true, user: 'reader' });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;
const TAB = 'tab-aaaaaaaa';
const OTHER_TAB = 'tab-bbbbbbbb';

/** What the editor sends: every field it holds. */
const typed = (overrides: Record<string, unknown> = {}) =>
  autosaveBody({ tabId: TAB, ...overrides });

const putAutosave = (postId: string, body: unknown, token = t.admin) =>
  call(t.app, 'PUT', url(`/${postId}/autosave`), { token, body });
const getAutosave = (postId: string, token = t.admin) =>
  call(t.app, 'GET', url(`/${postId}/autosave`), { token });
const heartbeat = (postId: string, tabId: string, token = t.admin) =>
  call(t.app, 'POST', url(`/${postId}/presence`), { token, body: { tabId } });

async function contentVersion(): Promise<string> {
  const res = await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`);
  return res.json<{ version: string }>().version;
}

async function revisionCount(postId: string): Promise<number> {
  const res = await call(t.app, 'GET', url(`/${postId}/revisions`), { token: t.admin });
  return res.json<unknown[]>().length;
}

/** A second SuperAdmin of the same site, as dana would be. */
const dana = () => createAdmin(t, 'dana', TENANT);

describe('the autosave slot', () => {
  it('keeps what the editor sent for its author, replaced by each autosave', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    expect((await getAutosave(post._id)).statusCode).toBe(404);

    const first = await putAutosave(post._id, typed());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ savedAt: t.clock.now().toISOString(), others: [] });

    t.clock.advance(2_000);
    const second = typed({
      title: 'Winter tyres, booked early',
      content: '<p>Second draft</p><script>alert(1)</script>',
      tags: ['SEO'],
      status: 'Scheduled',
      publishAt: '2030-01-01T09:00:00.000Z',
      featureImage: { url: 'http://media.example/a.png', alt: 'A tyre' },
    });
    expect((await putAutosave(post._id, second)).statusCode).toBe(200);

    const res = await getAutosave(post._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.json()).toEqual({
      baseVersion: 1,
      savedAt: t.clock.now().toISOString(),
      title: 'Winter tyres, booked early',
      content: '<p>Second draft</p>',
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
      status: 'Scheduled',
      publishAt: '2030-01-01T09:00:00.000Z',
      unpublishAt: null,
      tags: ['SEO'],
      featureImage: { url: 'http://media.example/a.png', alt: 'A tyre' },
    });
  });

  it('is not a change of the post: no version, no revision, no content version, no audit entry', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const before = { content: await contentVersion(), revisions: await revisionCount(post._id) };
    const audit = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });

    expect((await putAutosave(post._id, typed({ title: 'Changed' }))).statusCode).toBe(200);
    expect((await heartbeat(post._id, TAB)).statusCode).toBe(200);

    const read = await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin });
    expect(read.json()).toMatchObject({ title: 'Winter tyres', version: 1 });
    expect(await contentVersion()).toBe(before.content);
    expect(await revisionCount(post._id)).toBe(before.revisions);
    const after = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });
    expect(after.json()).toEqual(audit.json());
  });

  it('is one per person: nobody reads or discards another’s', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const other = await dana();
    expect((await putAutosave(post._id, typed({ title: 'Mine' }))).statusCode).toBe(200);
    expect((await putAutosave(post._id, typed({ title: 'Dana’s' }), other.token)).statusCode).toBe(
      200,
    );

    expect((await getAutosave(post._id)).json()).toMatchObject({ title: 'Mine' });
    expect((await getAutosave(post._id, other.token)).json()).toMatchObject({ title: 'Dana’s' });

    const discard = await call(t.app, 'DELETE', url(`/${post._id}/autosave`), {
      token: other.token,
    });
    expect(discard.statusCode).toBe(204);
    const gone = await getAutosave(post._id, other.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(AUTOSAVE_MESSAGES.noAutosave);
    expect((await getAutosave(post._id)).json()).toMatchObject({ title: 'Mine' });
  });

  it('answers 404 with a sentence for an unknown post and for a discard of nothing', async () => {
    const missing = await putAutosave('no-such-post', typed());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(AUTOSAVE_MESSAGES.postNotFound);
    expect((await getAutosave('no-such-post')).json().message).toBe(AUTOSAVE_MESSAGES.postNotFound);

    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const res = await call(t.app, 'DELETE', url(`/${post._id}/autosave`), { token: t.admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTOSAVE_MESSAGES.noAutosave);
  });

  it('is cleared for the saver by a real save, and kept for everyone else', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const other = await dana();
    await putAutosave(post._id, typed({ title: 'Mine' }));
    await putAutosave(post._id, typed({ title: 'Dana’s' }), other.token);

    const save = await call(t.app, 'PUT', url(`/${post._id}`), {
      token: t.admin,
      body: { title: 'Mine' },
      headers: { 'if-match': '"1"' },
    });
    expect(save.statusCode).toBe(200);

    expect((await getAutosave(post._id)).statusCode).toBe(404);
    expect((await getAutosave(post._id, other.token)).json()).toMatchObject({ title: 'Dana’s' });
  });

  it('is kept when the save is refused (409): what was typed is not lost', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    await putAutosave(post._id, typed({ title: 'Mine' }));
    const save = await call(t.app, 'PUT', url(`/${post._id}`), {
      token: t.admin,
      body: { title: 'Mine' },
      headers: { 'if-match': '"7"' },
    });
    expect(save.statusCode).toBe(409);
    expect((await getAutosave(post._id)).json()).toMatchObject({ title: 'Mine' });
  });

  it('goes with its post', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    await putAutosave(post._id, typed());
    await heartbeat(post._id, TAB);
    expect((await call(t.app, 'DELETE', url(`/${post._id}`), { token: t.admin })).statusCode).toBe(
      204,
    );
    const rows = await t.app.db
      .selectFrom('post_autosaves')
      .select('post_id')
      .unionAll(t.app.db.selectFrom('post_presence').select('post_id'))
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const cases: [Record<string, unknown>, RegExp][] = [
      [typed({ baseVersion: 0 }), /baseVersion/],
      [typed({ tabId: 'x' }), /tabId/],
      [typed({ status: 'Gone' }), /status/],
      [typed({ title: 'x'.repeat(201) }), /title/],
      [typed({ publishAt: 'tomorrow' }), /publishAt/],
      [{ title: 'Only a title' }, /required|baseVersion/],
    ];
    for (const [body, named] of cases) {
      const res = await putAutosave(post._id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(named);
    }
    const tooLong = await putAutosave(post._id, typed({ content: 'x'.repeat(500_001) }));
    expect(tooLong.statusCode).toBe(400);
  });

  it('is the SuperAdmin’s own: every other caller is refused', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const otherAdmin = (await createAdmin(t, 'outsider')).token;
    const tokens = { user: t.user.token, admin: t.admin, otherAdmin };
    for (const [method, body] of [
      ['PUT', typed()],
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const send = (options: CallOptions) =>
        call(t.app, method, url(`/${post._id}/autosave`), { ...options, body });
      expect(await refusedStatuses(send, tokens)).toEqual(REFUSED_CALLERS);
    }
  });
});

describe('who else has the post open', () => {
  it('lists other people and the caller’s other tabs seen in the last 5 minutes, newest first', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const other = await dana();

    expect((await heartbeat(post._id, TAB)).json()).toEqual({ others: [] });
    const danaSeen = t.clock.now();
    t.clock.advance(60_000);
    expect(
      (await putAutosave(post._id, typed({ tabId: 'dana-tab-1' }), other.token)).statusCode,
    ).toBe(200);
    const danaSaved = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await heartbeat(post._id, OTHER_TAB);
    const mineSeen = t.clock.now().toISOString();
    t.clock.advance(30_000);

    const seen = await heartbeat(post._id, TAB);
    expect(seen.json()).toEqual({
      others: [
        { username: 'admin', you: true, seenAt: mineSeen },
        { username: 'dana', you: false, seenAt: danaSaved },
      ],
    });
    expect(danaSeen.getTime()).toBeLessThan(new Date(danaSaved).getTime());

    // Dana's autosave answers the same list from her side.
    const danaSide = await putAutosave(post._id, typed({ tabId: 'dana-tab-1' }), other.token);
    expect(danaSide.json().others.every((row: { you: boolean }) => !row.you)).toBe(true);
    expect(danaSide.json().others.map((row: { username: string }) => row.username)).toEqual([
      'admin',
      'admin',
    ]);
  });

  it('forgets whoever was last seen more than 5 minutes ago', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const other = await dana();
    await heartbeat(post._id, 'dana-tab-1', other.token);
    t.clock.advance(PRESENCE_WINDOW_MS - 1_000);
    expect((await heartbeat(post._id, TAB)).json().others).toHaveLength(1);
    t.clock.advance(2_000);
    expect((await heartbeat(post._id, TAB)).json()).toEqual({ others: [] });
  });

  it('answers 404 for an unknown post and 400 for a tab id that is not one', async () => {
    expect((await heartbeat('no-such-post', TAB)).statusCode).toBe(404);
    const post = await createPost(t, t.admin, { title: 'Winter tyres' });
    const bad = await heartbeat(post._id, 'not a tab id!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tabId/);
  });
});
