import fs from 'node:fs';
import { sql } from 'kysely';
import {
  OTHER_TENANT,
  TENANT,
  call,
  createPost,
  createUser,
  sendApplication,
  suiteApp,
  type TestUser,
} from '../../helper';

const t = suiteApp({ admin: true, env: { RATE_LIMIT_STORE: 'database' } });
const ADDRESS = 'erin@example.com';
const base = `/api/v1/people/${TENANT}`;

/** Queued mail that waits (due tomorrow), as if the mail server were down. */
async function queueMail(message: Record<string, unknown>) {
  const later = new Date(t.clock.now().getTime() + 86_400_000);
  await t.app.db
    .insertInto('mail_outbox')
    .values({ message: JSON.stringify(message), next_attempt_at: later, created_at: t.clock.now() })
    .execute();
}

/**
 * Every text and JSON column of every table of the database (read from the schema, not a
 * list), with the rows where it holds `text` in any case.
 */
async function whereFound(text: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
     ORDER BY 1, 2`.execute(t.app.db);
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ n: string | number }>`
      SELECT count(*) AS n FROM ${sql.table(table)}
       WHERE position(${text.toLowerCase()} in lower(${sql.ref(column)}::text)) > 0`.execute(
      t.app.db,
    );
    if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The address everywhere the site keeps one: every kind of record, and the audit log. */
async function seedEverywhere(): Promise<{ erin: TestUser; resumeFile: string }> {
  const erin = await createUser(t, 'erin');
  expect(erin.email).toBe(ADDRESS);
  const post = await createPost(t, t.admin, { title: 'Brakes', status: 'Published' });
  const comment = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/comments`, {
    token: erin.token,
    body: { content: 'Nice one' },
  });
  expect(comment.statusCode).toBe(201);
  const commentId = comment.json<{ _id: string }>()._id;
  expect(
    (
      await call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
        body: { name: 'Erin Example', email: ADDRESS, message: 'Hello' },
      })
    ).statusCode,
  ).toBe(200);
  expect((await sendApplication(t.app, { name: 'Erin Example', email: ADDRESS })).statusCode).toBe(
    201,
  );
  expect(
    (
      await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
        body: { email: ADDRESS },
      })
    ).statusCode,
  ).toBe(200);
  await t.app.mail.flush();
  await t.app.db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: t.clock.now() })
    .where('email', '=', ADDRESS)
    .execute();
  const send = await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/sends`, {
    token: t.admin,
    body: { postId: post._id },
  });
  expect(send.statusCode).toBe(201);
  await t.app.newsletterSender.settle();
  await t.app.newsletterSender.runOnce();
  await t.app.mail.flush();

  // The owner's work on what the person sent: each is an audit entry about them.
  const leads = await t.app.db.selectFrom('leads').select(['id', 'resume_file']).execute();
  for (const lead of leads) {
    const status = await call(t.app, 'PUT', `/api/v1/inbox/${TENANT}/leads/${lead.id}/status`, {
      token: t.admin,
      body: { status: 'Handled' },
    });
    expect(status.statusCode).toBe(200);
  }
  const csv = await call(t.app, 'GET', `/api/v1/inbox/${TENANT}/leads.csv?q=${ADDRESS}`, {
    token: t.admin,
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.body).toContain(ADDRESS);
  const state = await call(t.app, 'PUT', `/api/v1/comments/${TENANT}/${commentId}/state`, {
    token: t.admin,
    body: { state: 'hidden' },
  });
  expect(state.statusCode).toBe(200);
  await queueMail({ to: ADDRESS, subject: 'Waiting', text: '', html: '', tenantId: TENANT });

  const resumeFile = leads.find((lead) => lead.resume_file)!.resume_file!;
  return { erin, resumeFile };
}

describe('erasure, confirmed by a search of the whole database', () => {
  it('leaves the address in no text or JSON column of any table, and no résumé file', async () => {
    const { resumeFile } = await seedEverywhere();
    const before = await whereFound(ADDRESS);
    for (const column of [
      'users.email',
      'leads.email',
      'newsletter_subscribers.email',
      'newsletter_send_recipients.email',
      'mail_outbox.message',
      'rate_limit_counters.key',
    ])
      expect(before).toContain(column);
    expect(fs.existsSync(t.app.resumeStore.locate(resumeFile))).toBe(true);

    const res = await call(t.app, 'POST', `${base}/erase`, {
      token: t.admin,
      body: { email: ADDRESS.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Everything the site held about this address is erased.',
      removed: {
        contactMessages: 1,
        applications: 1,
        newsletterSignUps: 1,
        resumeFiles: 1,
        subscriptions: 1,
        newsletterRecipients: 1,
        accounts: 1,
        comments: 1,
        votes: 0,
        queuedMail: 1,
      },
    });

    expect(await whereFound(ADDRESS)).toEqual([]);
    expect(fs.existsSync(t.app.resumeStore.locate(resumeFile))).toBe(false);
  });

  it('keeps the audit entries about the person, naming them by a keyed hash', async () => {
    const { erin } = await seedEverywhere();
    await call(t.app, 'POST', `${base}/erase`, { token: t.admin, body: { email: ADDRESS } });
    const person = await t.app.personRef(ADDRESS);
    expect(person).toMatch(/^person:[0-9a-f]{32}$/);
    const entries = await t.app.db.selectFrom('audit_log').selectAll().execute();
    const labels = entries.map((entry) => [entry.action, entry.object_label]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['lead.status', `contact from ${person}`],
        ['lead.status', `application from ${person}`],
        ['comment.state', `comment by user ${erin.id} on “Brakes”`],
      ]),
    );
    const exported = entries.find((entry) => entry.action === 'leads.export')!;
    expect(exported.after).toEqual({ filter: { q: person } });
    const erased = entries.find((entry) => entry.action === 'person.erase')!;
    expect(erased.after).toMatchObject({ person, account: true });
    // Nothing in the log names the person: not the address, not the name they gave.
    expect(JSON.stringify(entries)).not.toContain(ADDRESS);
    expect(JSON.stringify(entries)).not.toContain('Erin Example');
    expect(JSON.stringify(entries)).not.toContain('erin');
  });

  it("names the tenant in the queued mail it matches: another site's mail to the address stays", async () => {
    await queueMail({ to: ADDRESS, subject: 'Ours', text: '', html: '', tenantId: TENANT });
    await queueMail({ to: ADDRESS, subject: 'Theirs', text: '', html: '', tenantId: OTHER_TENANT });
    const lookup = await call(t.app, 'POST', `${base}/lookup`, {
      token: t.admin,
      body: { email: ADDRESS },
    });
    expect(lookup.json()).toMatchObject({ queuedMail: 1 });
    const erase = await call(t.app, 'POST', `${base}/erase`, {
      token: t.admin,
      body: { email: ADDRESS },
    });
    expect(erase.json()).toMatchObject({ removed: { queuedMail: 1 } });
    const left = await t.app.db
      .selectFrom('mail_outbox')
      .select(sql<string>`message->>'subject'`.as('subject'))
      .execute();
    expect(left).toEqual([{ subject: 'Theirs' }]);
  });
});
