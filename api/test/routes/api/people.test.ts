import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { sql, type RawBuilder } from 'kysely';
import {
  ADMIN,
  TENANT,
  call,
  createPost,
  createUser,
  type TestUser,
  suiteApp,
  sendApplication,
} from '../../helper';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true });
let pat: TestUser;
let other: TestUser;
let postId: string;

const base = `/api/v1/people/${TENANT}`;

function contact(email: string, message = 'Hello') {
  return call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name: 'Pat', email, message, source: { first: { gclid: 'g1' } } },
  });
}

function apply(email: string) {
  return sendApplication(
    t.app,
    { name: 'Pat Doe', email, phone: '+1 555 010 2030', job: 'ux-ui-designer' },
    { filename: 'Pat CV.pdf' },
  );
}

/** Queued mail that waits (due tomorrow), as if the mail server were down. */
async function queueMail(message: Record<string, unknown>) {
  const later = new Date(t.clock.now().getTime() + 86_400_000);
  await t.app.db
    .insertInto('mail_outbox')
    .values({
      message: JSON.stringify({ tenantId: TENANT, ...message }),
      next_attempt_at: later,
      created_at: t.clock.now(),
    })
    .execute();
}

/** The person `pat` everywhere, and `other` beside them, whose data must stay. */
beforeEach(async () => {
  pat = await createUser(t, 'pat');
  other = await createUser(t, 'other');
  postId = (await createPost(t, t.admin, { title: 'Brakes', status: 'Published' }))._id;
  for (const user of [pat, other]) {
    const comment = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${postId}/comments`, {
      token: user.token,
      body: { content: `Nice one from ${user.username}` },
    });
    expect(comment.statusCode).toBe(201);
    const like = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${postId}/like`, {
      token: user.token,
    });
    expect(like.statusCode).toBe(200);
    expect((await contact(user.email.toUpperCase())).statusCode).toBe(200);
    expect((await apply(user.email)).statusCode).toBe(201);
    const signUp = await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
      body: { email: user.email },
    });
    expect(signUp.statusCode).toBe(200);
    await queueMail({
      to: user.email,
      subject: `Waiting for ${user.username}`,
      text: '',
      html: '',
    });
    await queueMail({
      to: 'hello@revline.example',
      replyTo: user.email,
      subject: `Message from ${user.username}`,
      text: '',
      html: '',
    });
  }
  await t.app.mail.flush();
});

const lookup = (email: string, token = t.admin) =>
  call(t.app, 'POST', `${base}/lookup`, { token, body: { email } });

describe('a person’s data: look-up', () => {
  it('counts every kind of record the site holds about the address, in any case', async () => {
    const res = await lookup('PAT@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'pat@example.com',
      contactMessages: 1,
      applications: 1,
      resumes: 1,
      newsletterSignUps: 1,
      subscription: 'pending',
      account: { username: 'pat', role: 'User' },
      comments: 1,
      votes: 1,
      queuedMail: 2,
    });
  });

  it('finds nothing for an unknown address', async () => {
    expect((await lookup('nobody@example.com')).json()).toMatchObject({
      contactMessages: 0,
      account: null,
      subscription: null,
      queuedMail: 0,
    });
  });

  it('refuses an address that is not one', async () => {
    expect((await lookup('not an address')).statusCode).toBe(400);
  });
});

describe('a person’s data: export', () => {
  it('is one ZIP with every record in data.json and the résumé as sent', async () => {
    const res = await call(t.app, 'POST', `${base}/export`, {
      token: t.admin,
      body: { email: pat.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-/);
    expect(res.headers['cache-control']).toContain('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.email).toBe('pat@example.com');
    expect(data.leads.map((lead: { kind: string }) => lead.kind).sort()).toEqual([
      'application',
      'contact',
      'newsletter',
    ]);
    const contactLead = data.leads.find((lead: { kind: string }) => lead.kind === 'contact');
    expect(contactLead).toMatchObject({ message: 'Hello', channel: 'paid-search' });
    expect(data.subscription).toMatchObject({ status: 'pending' });
    expect(data.account).toMatchObject({ username: 'pat', email: 'pat@example.com', role: 'User' });
    expect(data.comments).toEqual([
      expect.objectContaining({
        content: 'Nice one from pat',
        post: expect.objectContaining({ title: 'Brakes' }),
      }),
    ]);
    expect(data.votes).toEqual([expect.objectContaining({ vote: 'like' })]);
    expect(data.queuedMail.map((mail: { subject: string }) => mail.subject).sort()).toEqual([
      'Message from pat',
      'Waiting for pat',
    ]);
    // Nothing of the other person.
    expect(JSON.stringify(data)).not.toContain('other@example.com');
    const [resume] = data.resumes;
    expect(resume).toMatchObject({ originalName: 'Pat CV.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(files[resume.file]!)).toEqual(FILES.pdf);
    expect(Object.keys(files).sort()).toEqual(['data.json', resume.file]);
  });
});

describe('a person’s data: erasure', () => {
  /** How many rows of `table` match `where`: what an erasure must leave behind, counted. */
  async function countRows(table: string, where: RawBuilder<boolean>) {
    const { rows } = await sql<{
      n: string | number;
    }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.app.db);
    return Number(rows[0]!.n);
  }

  async function rowsFor(email: string) {
    const lower = sql<boolean>`lower(email) = ${email}`;
    return {
      leads: await countRows('leads', lower),
      subscribers: await countRows('newsletter_subscribers', lower),
      tokens: await countRows('newsletter_tokens', lower),
      users: await countRows('users', lower),
      mail: await countRows(
        'mail_outbox',
        sql<boolean>`lower(message->>'to') = ${email} or lower(message->>'replyTo') = ${email}`,
      ),
    };
  }

  async function accountRows(userId: string) {
    const theirs = sql<boolean>`user_id = ${userId}`;
    return {
      comments: await countRows('comments', theirs),
      votes: await countRows('post_votes', theirs),
      sessions: await countRows('sessions', theirs),
      tokens: await countRows('user_tokens', theirs),
    };
  }

  it('leaves no row and no file for the address, and everything of the others', async () => {
    const resumeOf = async (email: string) => {
      const row = await t.app.db
        .selectFrom('leads')
        .select('resume_file')
        .where('email', '=', email)
        .where('kind', '=', 'application')
        .executeTakeFirstOrThrow();
      return path.join(t.config.resumeDir, row.resume_file!);
    };
    const patsResume = await resumeOf(pat.email);
    const othersResume = await resumeOf(other.email);
    expect(fs.existsSync(patsResume)).toBe(true);
    expect(await rowsFor('pat@example.com')).toEqual({
      leads: 3,
      subscribers: 1,
      tokens: 2,
      users: 1,
      mail: 2,
    });

    const res = await call(t.app, 'POST', `${base}/erase`, {
      token: t.admin,
      body: { email: 'Pat@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Everything the site held about this address is erased.',
      erased: expect.objectContaining({ contactMessages: 1, resumes: 1, comments: 1 }),
      removed: expect.objectContaining({
        contactMessages: 1,
        applications: 1,
        resumeFiles: 1,
        accounts: 1,
        comments: 1,
        votes: 1,
        queuedMail: 2,
      }),
    });

    expect(await rowsFor('pat@example.com')).toEqual({
      leads: 0,
      subscribers: 0,
      tokens: 0,
      users: 0,
      mail: 0,
    });
    expect(await accountRows(pat.id)).toEqual({ comments: 0, votes: 0, sessions: 0, tokens: 0 });
    expect(fs.existsSync(patsResume)).toBe(false);
    expect(fs.existsSync(othersResume)).toBe(true);
    // The other person keeps everything.
    expect(await rowsFor('other@example.com')).toMatchObject({ leads: 3, users: 1, mail: 2 });
    expect(await accountRows(other.id)).toMatchObject({ comments: 1, votes: 1 });
    // The erased account's session no longer works; its comment left the public thread.
    const profile = await call(t.app, 'GET', `/api/v1/users/${TENANT}/profile`, {
      token: pat.token,
    });
    expect(profile.statusCode).toBe(401);
    const thread = await call(t.app, 'GET', `/api/v1/posts/${TENANT}/${postId}/comments`);
    expect(thread.body).not.toContain('Nice one from pat');
    expect(thread.body).toContain('Nice one from other');
    expect((await lookup(pat.email)).json()).toMatchObject({ contactMessages: 0, account: null });
  });

  it('refuses to erase the SuperAdmin and changes nothing', async () => {
    await contact(ADMIN.email);
    const res = await call(t.app, 'POST', `${base}/erase`, {
      token: t.admin,
      body: { email: ADMIN.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This address belongs to a SuperAdmin account, which cannot be erased from here.',
    });
    expect(await rowsFor(ADMIN.email)).toMatchObject({ leads: 1, users: 1 });
  });
});

describe('a person’s data: the audit log', () => {
  it('records each look-up, export and erasure by who and what, never the address', async () => {
    for (const action of ['lookup', 'export', 'erase'])
      expect(
        (
          await call(t.app, 'POST', `${base}/${action}`, {
            token: t.admin,
            body: { email: pat.email },
          })
        ).statusCode,
      ).toBe(200);
    const entries = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'person.%')
      .orderBy('at')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['person.lookup', 'admin'],
      ['person.export', 'admin'],
      ['person.erase', 'admin'],
    ]);
    expect(entries[2]!.after).toMatchObject({ account: true, applications: 1 });
    expect(JSON.stringify(entries)).not.toContain(pat.email);
    expect(JSON.stringify(entries)).not.toContain(pat.username);
  });
});

describe('a person’s data: who may', () => {
  it.each(['lookup', 'export', 'erase'])('%s is for the SuperAdmin only', async (action) => {
    const asUser = await call(t.app, 'POST', `${base}/${action}`, {
      token: other.token,
      body: { email: pat.email },
    });
    expect(asUser.statusCode).toBe(403);
    const anonymous = await call(t.app, 'POST', `${base}/${action}`, {
      body: { email: pat.email },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await lookup(pat.email)).json()).toMatchObject({
      contactMessages: 1,
      account: { username: 'pat' },
    });
  });
});
