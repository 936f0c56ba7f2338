import type { Mailer } from '../../../src/mail/mailer';
import { newsletterPost } from '../../../src/mail/newsletter-post';
import { SEND_MESSAGES } from '../../../src/routes/api/newsletters/sends';
import { UNPUBLISHED_REASON } from '../../../src/jobs/newsletter-sender';
import {
  TENANT,
  adminToken,
  allMail,
  call,
  createPost,
  type MailRecord,
  type TestApp,
  suiteApp,
} from '../../helper';

const base = `/api/v1/newsletters/${TENANT}`;
const HOUR = 3_600_000;

interface Send {
  id: string;
  postId: string | null;
  postTitle: string;
  state: string;
  scheduledAt: string;
  cancelReason: string | null;
  counts: { recipients: number; sent: number; pending: number; failed: number; skipped: number };
}

const CONFIRMED = ['ana@example.com', 'ben@example.com', 'cho@example.com'];
const PENDING = 'pending@example.com';
const LEFT = 'left@example.com';

/** Three confirmed subscribers, one who never confirmed and one who left. */
async function subscribers(t: TestApp) {
  for (const email of CONFIRMED) await t.app.newsletterRepository.importConfirmed(TENANT, email);
  await t.app.transaction(() => t.app.newsletterRepository.signUp(TENANT, PENDING));
  const now = t.clock.now();
  await t.app.db
    .insertInto('newsletter_subscribers')
    .values({
      tenant_id: TENANT,
      email: LEFT,
      status: 'unsubscribed',
      created_at: now,
      confirmed_at: now,
      unsubscribed_at: now,
    })
    .execute();
}

/** Waits for the sender's background runs, then for the outbox. */
async function settle(t: TestApp) {
  await t.app.newsletterSender.settle();
  await t.app.newsletterSender.runOnce();
  await t.app.mail.flush();
}

const newsletterMails = (t: TestApp, title: string): MailRecord[] =>
  allMail(t).filter((mail) => mail.subject === title);

describe('sending a post to the subscribers', () => {
  const t = suiteApp({ admin: true });
  beforeEach(async () => subscribers(t));

  async function publishedPost(title: string, content = '<p>Body of the post.</p>') {
    return createPost(t, t.admin, {
      title,
      content,
      status: 'Published',
      excerpt: 'Short summary',
    });
  }
  const send = (body: Record<string, unknown>) =>
    call(t.app, 'POST', `${base}/sends`, { token: t.admin, body });
  const getSend = (id: string) => call(t.app, 'GET', `${base}/sends/${id}`, { token: t.admin });
  const cancel = (id: string) =>
    call(t.app, 'POST', `${base}/sends/${id}/cancel`, { token: t.admin });
  /** A time `ms` from the test clock's now, as a client sends it. */
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  /** A send of the post, scheduled an hour from now: one that has not started yet. */
  const scheduleInAnHour = async (postId: string) =>
    (await send({ postId, scheduledAt: at(HOUR) })).json<Send>();

  it('counts the confirmed subscribers only', async () => {
    const res = await call(t.app, 'GET', `${base}/audience`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ subscribers: 3 });
  });

  it('mails the post now to every confirmed subscriber once, and to nobody else', async () => {
    const post = await publishedPost(
      'Brake season is here',
      '<h2>Why now</h2><p>Read <a href="/services/seo">our SEO page</a> &amp; call.</p>' +
        '<figure class="image"><img src="/media/pads.png" alt="Brake pads"></figure>' +
        '<figure class="media"><video controls src="http://localhost:4000/media/clip.mp4"></video></figure>',
    );
    // Whatever is stored, the mail carries only what the post-HTML policy allows.
    await t.app.db
      .updateTable('posts')
      .set({
        content: `${(await t.app.db.selectFrom('posts').select('content').where('id', '=', post._id).executeTakeFirstOrThrow()).content}<script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="">`,
      })
      .where('id', '=', post._id)
      .execute();

    const res = await send({ postId: post._id });
    expect(res.statusCode).toBe(201);
    const created = res.json<Send>();
    // Due at once: it shows as going out before an instance has started it.
    expect(created).toMatchObject({
      postId: post._id,
      postTitle: 'Brake season is here',
      state: 'sending',
      counts: { recipients: 3, sent: 0, pending: 3 },
    });
    await settle(t);

    const mails = newsletterMails(t, 'Brake season is here');
    expect(mails.map((mail) => mail.to).sort()).toEqual(CONFIRMED);
    const mail = mails[0]!;
    const postUrl = `http://localhost:8080/tech&tranquility/${post.slug}`;
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('Short summary');
    expect(mail.html).toContain('<h2>Why now</h2>');
    expect(mail.html).toContain('src="http://localhost:8080/media/pads.png"');
    expect(mail.html).toContain('href="http://localhost:8080/services/seo"');
    expect(mail.html).not.toMatch(/<script|onerror|<video/);
    expect(mail.html).toContain('Watch the video on the site');
    expect(mail.html).toContain(`href="${postUrl.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('Read on the site');
    expect(mail.text).toContain('Brake season is here\n\nShort summary');
    expect(mail.text).toContain('Why now');
    expect(mail.text).toContain('our SEO page (http://localhost:8080/services/seo) & call.');
    expect(mail.text).toContain(`Read on the site: ${postUrl}`);
    expect(mail.text).not.toMatch(/<|alert/);
    // The personal unsubscribe link and the RFC 8058 header fields.
    const unsubscribe = mail.links.find((link) => link.includes('/newsletter/unsubscribe?token='));
    expect(unsubscribe).toBeDefined();
    expect(mail.html).toContain(unsubscribe!);
    expect(mail.text).toContain(unsubscribe!);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:4000\/api\/v1\/newsletters\/one-click\/revline\/[\w-]{43}>$/,
    );

    const done = (await getSend(created.id)).json<Send>();
    expect(done.state).toBe('sent');
    expect(done.counts).toEqual({ recipients: 3, sent: 3, pending: 0, failed: 0, skipped: 0 });

    // The mail's one-click address unsubscribes that reader, and only that one.
    const oneClick = mail.headers['List-Unsubscribe']!.slice(1, -1);
    const left = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.json()).toMatchObject({ outcome: 'unsubscribed' });
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual(
      CONFIRMED.filter((email) => email !== mail.to),
    );
  });

  it('sends a post once; again only with the confirmation, and never a draft', async () => {
    const post = await publishedPost('Once only');
    expect((await send({ postId: post._id })).statusCode).toBe(201);
    await settle(t);
    const again = await send({ postId: post._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: SEND_MESSAGES.alreadySent });
    expect((await send({ postId: post._id, resend: false })).statusCode).toBe(409);
    expect((await send({ postId: post._id, resend: true })).statusCode).toBe(201);
    await settle(t);
    expect(newsletterMails(t, 'Once only')).toHaveLength(6);

    const draft = await createPost(t, t.admin, { title: 'Not yet' });
    const refused = await send({ postId: draft._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SEND_MESSAGES.notPublished });
    const unknown = await send({ postId: 'no-such-post' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SEND_MESSAGES.postNotFound });
  });

  it('refuses a time in the past, a year away, or not a time, with a message', async () => {
    const post = await publishedPost('Timing');
    const past = await send({ postId: post._id, scheduledAt: at(-2 * HOUR) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: SEND_MESSAGES.past });
    const far = await send({ postId: post._id, scheduledAt: at(400 * 24 * HOUR) });
    expect(far.json()).toEqual({ message: SEND_MESSAGES.tooFar });
    const garbage = await send({ postId: post._id, scheduledAt: 'tomorrow at noon' });
    expect(garbage.statusCode).toBe(400);
    expect(typeof garbage.json().message).toBe('string');
    expect(await t.app.db.selectFrom('newsletter_sends').select('id').execute()).toEqual([]);
  });

  it('sends a scheduled post at its time, stored in UTC, not before', async () => {
    const post = await publishedPost('Scheduled issue');
    // Chosen as a wall time with an offset; stored and answered in UTC.
    const when = new Date(t.clock.now().getTime() + 2 * HOUR);
    when.setUTCSeconds(0, 0);
    const local = new Date(when.getTime() - 5 * HOUR).toISOString().replace('Z', '-05:00');
    const res = await send({ postId: post._id, scheduledAt: local });
    expect(res.statusCode).toBe(201);
    const scheduled = res.json<Send>();
    expect(scheduled.scheduledAt).toBe(when.toISOString());
    expect(scheduled.state).toBe('scheduled');
    expect(scheduled.counts).toMatchObject({ recipients: 3, sent: 0, pending: 3 });

    await t.moveClock(HOUR);
    await settle(t);
    expect(newsletterMails(t, 'Scheduled issue')).toEqual([]);
    expect((await getSend(scheduled.id)).json<Send>().state).toBe('scheduled');

    await t.moveClock(HOUR);
    await settle(t);
    expect(newsletterMails(t, 'Scheduled issue')).toHaveLength(3);
    expect((await getSend(scheduled.id)).json<Send>()).toMatchObject({
      state: 'sent',
      counts: { recipients: 3, sent: 3, pending: 0, failed: 0, skipped: 0 },
    });
    const list = await call(t.app, 'GET', `${base}/sends?postId=${post._id}`, { token: t.admin });
    expect(list.json<Send[]>().map((item) => item.id)).toEqual([scheduled.id]);
  });

  it('cancels a send before it starts, and refuses once it has', async () => {
    const post = await publishedPost('Cancelled issue');
    const scheduled = await scheduleInAnHour(post._id);
    const cancelled = await cancel(scheduled.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Send>()).toMatchObject({ state: 'cancelled', cancelReason: null });
    await t.moveClock(2 * HOUR);
    await settle(t);
    expect(newsletterMails(t, 'Cancelled issue')).toEqual([]);

    // A cancelled send does not count as sent: the post can go without the confirmation.
    const now = await send({ postId: post._id });
    expect(now.statusCode).toBe(201);
    await settle(t);
    const late = await cancel(now.json<Send>().id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: SEND_MESSAGES.started });
    expect(newsletterMails(t, 'Cancelled issue')).toHaveLength(3);

    const unknown = await cancel('no-such-send');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SEND_MESSAGES.notFound });
  });

  it('does not start a send whose post was unpublished meanwhile', async () => {
    const post = await publishedPost('Pulled issue');
    const scheduled = await scheduleInAnHour(post._id);
    await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/unpublish`, { token: t.admin });
    await t.moveClock(2 * HOUR);
    await settle(t);
    expect(newsletterMails(t, 'Pulled issue')).toEqual([]);
    expect((await getSend(scheduled.id)).json<Send>()).toMatchObject({
      state: 'cancelled',
      cancelReason: UNPUBLISHED_REASON,
    });
  });

  it('skips an address that leaves after the send started, before its turn', async () => {
    const post = await publishedPost('Mid-send leaver');
    const scheduled = await scheduleInAnHour(post._id);
    await t.moveClock(HOUR);
    // Start it without queueing: the recipients are fixed, all pending.
    await t.app.newsletterSender.settle();
    await t.app.db
      .updateTable('newsletter_sends')
      .set({
        status: 'sending',
        started_at: t.clock.now(),
        issue: JSON.stringify(
          newsletterPost(
            { title: 'x', excerpt: '', content: '<p>x</p>', slug: 'x', featureImage: null },
            t.config.siteUrl,
          ),
        ),
      })
      .where('id', '=', scheduled.id)
      .execute();
    await t.app.db
      .insertInto('newsletter_send_recipients')
      .values(
        CONFIRMED.map((email) => ({ send_id: scheduled.id, email, state: 'pending' as const })),
      )
      .execute();
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed' })
      .where('email', '=', CONFIRMED[1]!)
      .execute();
    await settle(t);
    expect(
      allMail(t)
        .filter((mail) => mail.subject === 'x')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([CONFIRMED[0], CONFIRMED[2]]);
    expect((await getSend(scheduled.id)).json<Send>().counts).toEqual({
      recipients: 3,
      sent: 2,
      pending: 0,
      failed: 0,
      skipped: 1,
    });
  });

  it('queues each address once when runs overlap', async () => {
    for (let i = 0; i < 40; i += 1)
      await t.app.newsletterRepository.importConfirmed(TENANT, `many${i}@example.com`);
    const post = await publishedPost('Overlapping runs');
    await send({ postId: post._id });
    await Promise.all([
      t.app.newsletterSender.runOnce(),
      t.app.newsletterSender.runOnce(),
      t.app.newsletterSender.runOnce(),
    ]);
    await settle(t);
    const to = newsletterMails(t, 'Overlapping runs').map((mail) => mail.to);
    expect(to).toHaveLength(43);
    expect(new Set(to).size).toBe(43);
  });
});

describe('a send whose mail fails', () => {
  const delivered: string[] = [];
  // Refuses one address, as a mail server refusing a mailbox would.
  const mailer: Mailer = {
    async send(message) {
      if (message.to === CONFIRMED[2]) throw new Error('550 mailbox unavailable');
      delivered.push(message.to);
    },
    close() {},
  };
  const t = suiteApp({ mailer, env: { MAIL_MAX_ATTEMPTS: '1' }, resetEachTest: false });
  beforeAll(async () => subscribers(t));

  it('counts it as failed, the others as sent', async () => {
    const token = await adminToken(t);
    const post = await createPost(t, token, { title: 'Partly failing', status: 'Published' });
    const res = await call(t.app, 'POST', `${base}/sends`, { token, body: { postId: post._id } });
    await settle(t);
    expect(delivered.sort()).toEqual(CONFIRMED.slice(0, 2));
    const done = await call(t.app, 'GET', `${base}/sends/${res.json<Send>().id}`, { token });
    expect(done.json<Send>()).toMatchObject({
      state: 'sent',
      counts: { recipients: 3, sent: 2, pending: 0, failed: 1, skipped: 0 },
    });
  });
});
