import { TENANT, adminToken, allMail, call, createPost, suiteApp } from '../helper';

const t = suiteApp({ admin: true, user: 'reader' });
let postId: string;
const DAY_MS = 86_400_000;
const OWNER = 'hello@revline.example';

beforeEach(async () => {
  postId = (await createPost(t, t.admin, { title: 'Brake pads', status: 'Published' }))._id;
});

async function comment(content: string, extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${postId}/comments`, {
    token: t.user.token,
    body: { content, ...extra },
  });
  expect(res.statusCode).toBe(201);
  t.clock.advance(1000);
}

async function digests() {
  await t.app.mail.flush();
  return allMail(t).filter((mail) => mail.to === OWNER && /new comments?/.test(mail.subject));
}

describe('the daily comment digest', () => {
  it('sends one mail a day listing the new comments, never one per comment', async () => {
    // The first run claims the day (nothing new yet); a run within the day does nothing.
    expect(await t.app.commentDigest.runOnce()).toEqual({ acted: true, mailed: 0 });
    await comment('Great tips');
    await comment('Cheap parts here', { referenceCode: 'bot' });
    await comment('Thanks for this');
    expect(await digests()).toEqual([]);
    t.clock.advance(DAY_MS - 10_000);
    expect(await t.app.commentDigest.runOnce()).toEqual({ acted: false, mailed: 0 });
    expect(await digests()).toEqual([]);

    t.clock.advance(10_000);
    expect(await t.app.commentDigest.runOnce()).toEqual({ acted: true, mailed: 1 });
    const [mail, ...rest] = await digests();
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe('3 new comments on the Revline Digital blog');
    expect(mail!.text).toContain('reader on “Brake pads”:\nGreat tips');
    expect(mail!.text).toContain('reader on “Brake pads” [spam]:\nCheap parts here');
    expect(mail!.links).toEqual(['http://localhost:8080/superadmin/content-library/comments']);

    // The next day lists only what came after.
    await comment('One more');
    t.clock.advance(DAY_MS);
    expect(await t.app.commentDigest.runOnce()).toEqual({ acted: true, mailed: 1 });
    const latest = (await digests()).at(-1)!;
    expect(latest.subject).toBe('1 new comment on the Revline Digital blog');
    expect(latest.text).toContain('One more');
    expect(latest.text).not.toContain('Great tips');
  });

  it('acts once when instances race for the same day', async () => {
    // The first run ever looks back one day.
    await comment('Hello');
    const runs = await Promise.all([
      t.app.commentDigest.runOnce(),
      t.app.commentDigest.runOnce(),
      t.app.commentDigest.runOnce(),
    ]);
    expect(runs.filter((run) => run.acted)).toHaveLength(1);
    expect(await digests()).toHaveLength(1);
  });

  it('says how many wait for approval, and cuts long comments short', async () => {
    expect(await t.app.commentDigest.runOnce()).toMatchObject({ acted: true });
    await call(t.app, 'PUT', `/api/v1/comments/${TENANT}/blocks/${t.user.id}`, {
      token: await adminToken(t),
    });
    await comment('x'.repeat(300));
    t.clock.advance(DAY_MS);
    await t.app.commentDigest.runOnce();
    const [mail] = await digests();
    expect(mail!.text).toContain('1 new comment in the last day, 1 waiting for your approval.');
    expect(mail!.text).toContain(`[held]:\n${'x'.repeat(200)}…`);
  });
});
