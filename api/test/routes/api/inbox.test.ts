import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LeadView } from '../../../src/repositories/inbox';
import {
  OTHER_TENANT,
  TENANT,
  adminToken,
  allMail,
  call,
  createTestApp,
  createUser,
  suiteApp,
  createAdmin,
  listPage,
  refusedStatuses,
  REFUSED_CALLERS,
  type CallOptions,
  sendApplication,
} from '../../helper';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true });

const base = `/api/v1/inbox/${TENANT}`;
const CONTACT_TO = 'hello@revline.example';

async function contact(body: Record<string, unknown>, tenant = TENANT) {
  const res = await call(t.app, 'POST', `/api/v1/email/${tenant}/contact`, {
    body: { name: 'Dana', email: 'dana@shop.example', message: 'Hello', ...body },
  });
  expect(res.statusCode).toBe(200);
  t.clock.advance(1000);
  return res;
}

async function subscribe(body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, { body });
  expect(res.statusCode).toBe(200);
  t.clock.advance(1000);
  return res;
}

async function apply(fields: Record<string, string> = {}, data: Buffer = FILES.pdf) {
  const res = await sendApplication(
    t.app,
    { phone: '+1 (555) 010-2030', job: 'ux-ui-designer', coverLetter: 'I love cars.', ...fields },
    { filename: 'Sam Lee résumé.pdf', data },
  );
  expect(res.statusCode).toBe(201);
  t.clock.advance(1000);
  return res;
}

async function list(query = '', token = t.admin) {
  const { rows, next } = await listPage<LeadView>(t.app, `${base}/leads${query}`, token);
  return { leads: rows, next };
}

describe('GET /inbox/{tenantId}/leads', () => {
  it('lists contact messages, applications and sign-ups in one list, newest first', async () => {
    await contact({ name: 'First' });
    await apply();
    await subscribe({ email: 'Reader@Example.com' });
    const { leads, next } = await list();
    expect(next).toBeUndefined();
    expect(leads.map((lead) => [lead.kind, lead.status])).toEqual([
      ['newsletter', 'New'],
      ['application', 'New'],
      ['contact', 'New'],
    ]);
    expect(leads[0]).toMatchObject({ email: 'reader@example.com', name: null, resume: null });
    expect(leads[1]).toMatchObject({
      name: 'Sam Lee',
      phone: '+1 (555) 010-2030',
      job: 'ux-ui-designer',
      message: 'I love cars.',
      resume: { originalName: 'Sam Lee résumé.pdf', contentType: 'application/pdf' },
    });
    expect(leads[2]).toMatchObject({ name: 'First', message: 'Hello', spamReason: null });
  });

  it('pages with a cursor: every lead once, in order, also when leads share a time', async () => {
    for (let i = 0; i < 7; i += 1) {
      await t.app.inboxRepository.saveContact(TENANT, {
        name: `Lead ${i}`,
        email: `l${i}@example.com`,
        message: 'm',
      });
      // Pairs of leads at the same instant: the id breaks the tie.
      if (i % 2 === 1) t.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { leads, next } = await list(
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(leads.length).toBeLessThanOrEqual(3);
      seen.push(...leads.map((lead) => lead.id));
      cursor = next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    const all = (await list('?limit=100')).leads;
    expect(seen).toEqual(all.map((lead) => lead.id));
    expect(new Set(seen).size).toBe(7);
    const times = all.map((lead) => Date.parse(lead.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('defaults to 25 a page', async () => {
    for (let i = 0; i < 26; i += 1)
      await t.app.inboxRepository.subscribe(TENANT, `s${i}@example.com`);
    const { leads, next } = await list();
    expect(leads).toHaveLength(25);
    expect(next).toBeDefined();
  });

  it('filters by kind, status and text (name, email, message; any case; % is literal)', async () => {
    await contact({ name: 'Ada Wrench', email: 'ada@garage.example', message: 'Brakes 100%' });
    await contact({ name: 'Bo', email: 'bo@example.com', message: 'Need SEO help' });
    await apply({ name: 'Cy', email: 'cy@example.com', coverLetter: 'seo person' });
    await subscribe({ email: 'dee@garage.example' });
    const names = async (query: string) =>
      (await list(query)).leads.map((lead) => lead.name ?? lead.email);

    expect(await names('?kind=contact')).toEqual(['Bo', 'Ada Wrench']);
    expect(await names('?kind=application')).toEqual(['Cy']);
    expect(await names('?kind=newsletter')).toEqual(['dee@garage.example']);
    expect(await names('?q=GARAGE')).toEqual(['dee@garage.example', 'Ada Wrench']);
    expect(await names('?q=seo')).toEqual(['Cy', 'Bo']);
    expect(await names('?q=wrench')).toEqual(['Ada Wrench']);
    expect(await names('?q=100%25')).toEqual(['Ada Wrench']);
    expect(await names('?q=0%25B')).toEqual([]);
    expect(await names('?q=seo&kind=contact')).toEqual(['Bo']);

    const bo = (await list('?q=bo@')).leads[0]!;
    await call(t.app, 'PUT', `${base}/leads/${bo.id}/status`, {
      token: t.admin,
      body: { status: 'Handled' },
    });
    expect(await names('?status=Handled')).toEqual(['Bo']);
    expect(await names('?status=New')).toEqual(['dee@garage.example', 'Cy', 'Ada Wrench']);
    expect(await names('?status=Spam')).toEqual([]);
  });

  it.each([
    ['?limit=0', 'The limit must be a whole number from 1 to 100.'],
    ['?limit=101', 'The limit must be a whole number from 1 to 100.'],
    ['?cursor=nope!', 'The cursor is not valid. Start again from the first page.'],
    ['?kind=letter', 'kind must be one of: contact, application, newsletter.'],
    ['?status=Open', 'status must be one of: New, Handled, Archived, Spam.'],
    [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters.'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await call(t.app, 'GET', `${base}/leads${query}`, { token: t.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('never shows another tenant’s leads and is never cached', async () => {
    await contact({ name: 'Other shop' }, OTHER_TENANT);
    const res = await call(t.app, 'GET', `${base}/leads`, { token: t.admin });
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a lead and its status', () => {
  it('shows everything the visitor sent', async () => {
    await contact({ name: 'Dana <b>Shop</b>', message: 'Line one\nLine two' });
    const [lead] = (await list()).leads;
    const res = await call(t.app, 'GET', `${base}/leads/${lead!.id}`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(lead);
    expect(res.json()).toMatchObject({
      name: 'Dana <b>Shop</b>',
      email: 'dana@shop.example',
      message: 'Line one\nLine two',
    });
  });

  it('records who changed the status and when', async () => {
    await contact({});
    const [lead] = (await list()).leads;
    const at = t.clock.now().toISOString();
    const res = await call(t.app, 'PUT', `${base}/leads/${lead!.id}/status`, {
      token: t.admin,
      body: { status: 'Handled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lead!.id,
      status: 'Handled',
      statusChangedAt: at,
      statusChangedBy: 'admin',
    });
    const again = await call(t.app, 'GET', `${base}/leads/${lead!.id}`, { token: t.admin });
    expect(again.json()).toMatchObject({ status: 'Handled', statusChangedBy: 'admin' });
  });

  it.each([
    [{ status: 'Done' }, 400],
    [{}, 400],
    [{ status: 5 }, 400],
  ])('refuses the status body %j', async (body, status) => {
    await contact({});
    const [lead] = (await list()).leads;
    const res = await call(t.app, 'PUT', `${base}/leads/${lead!.id}/status`, {
      token: t.admin,
      body,
    });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });

  it('is 404 for an unknown lead and for another tenant’s lead', async () => {
    await contact({}, OTHER_TENANT);
    const other = await t.app.db.selectFrom('leads').select('id').executeTakeFirstOrThrow();
    for (const id of ['no-such-lead', other.id]) {
      const get = await call(t.app, 'GET', `${base}/leads/${id}`, { token: t.admin });
      expect([get.statusCode, get.json()]).toEqual([404, { message: 'Lead not found.' }]);
      const put = await call(t.app, 'PUT', `${base}/leads/${id}/status`, {
        token: t.admin,
        body: { status: 'Archived' },
      });
      expect(put.statusCode).toBe(404);
    }
    const row = await t.app.db.selectFrom('leads').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('New');
  });
});

describe('GET /inbox/{tenantId}/leads/{leadId}/resume', () => {
  it('streams the very file the visitor sent, as a private download', async () => {
    const data = Buffer.concat([FILES.pdf, Buffer.from('\n% a comment that makes it unique\n')]);
    await apply({}, data);
    const [lead] = (await list()).leads;
    const res = await call(t.app, 'GET', `${base}/leads/${lead!.id}/resume`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Sam_Lee_r_sum_.pdf"; filename*=UTF-8''Sam%20Lee%20r%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('is 404 for a contact message', async () => {
    await contact({});
    const [lead] = (await list()).leads;
    const res = await call(t.app, 'GET', `${base}/leads/${lead!.id}/resume`, { token: t.admin });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'No résumé for this lead.' }]);
  });
});

describe('GET /inbox/{tenantId}/summary', () => {
  it('counts New leads, this month against last month, and confirmed subscribers, Spam left out', async () => {
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const save = (kind: 'contact' | 'application' | 'newsletter', at: Date, spam = false) =>
      t.app.db
        .insertInto('leads')
        .values({
          id: `${kind}-${at.getTime()}-${Math.random()}`,
          tenant_id: TENANT,
          kind,
          status: spam ? 'Spam' : 'New',
          email: `${Math.random()}@example.com`,
          created_at: at,
        })
        .execute();
    await save('contact', now);
    await save('contact', now);
    await save('application', now);
    await save('newsletter', now);
    await save('contact', now, true);
    await save('contact', lastMonth);
    await save('newsletter', lastMonth);
    await save('newsletter', new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1)));
    const [handled] = (await list('?kind=contact&status=New')).leads;
    await call(t.app, 'PUT', `${base}/leads/${handled!.id}/status`, {
      token: t.admin,
      body: { status: 'Handled' },
    });

    // Subscribers are the confirmed addresses (double opt-in), counted in the month they
    // confirmed: a pending sign-up or one that left is a lead, not a subscriber.
    const subscriber = (
      email: string,
      status: 'pending' | 'confirmed' | 'unsubscribed',
      confirmedAt: Date | null,
    ) =>
      t.app.db
        .insertInto('newsletter_subscribers')
        .values({
          tenant_id: TENANT,
          email,
          status,
          created_at: confirmedAt ?? now,
          confirmed_at: confirmedAt,
        })
        .execute();
    await subscriber('a@example.com', 'confirmed', now);
    await subscriber('b@example.com', 'confirmed', lastMonth);
    await subscriber(
      'c@example.com',
      'confirmed',
      new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1)),
    );
    await subscriber('d@example.com', 'pending', null);
    await subscriber('e@example.com', 'unsubscribed', now);

    const res = await call(t.app, 'GET', `${base}/summary`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      new: 6,
      subscribers: 3,
      thisMonth: { leads: 4, contacts: 2, applications: 1, subscribers: 1 },
      lastMonth: { leads: 2, contacts: 1, applications: 0, subscribers: 1 },
    });
  });
});

describe('GET /inbox/{tenantId}/leads.csv', () => {
  const HOSTILE = [
    '=HYPERLINK("http://evil.example","click")',
    '+1+2',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
  ];

  async function exportCsv(query = '') {
    const res = await call(t.app, 'GET', `${base}/leads.csv${query}`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('is RFC 4180 UTF-8 with a header row, and neutralizes every formula-like cell', async () => {
    // Straight to the store: the forms trim what they are sent, a stored lead may still hold anything.
    for (const text of HOSTILE) {
      await t.app.inboxRepository.saveContact(TENANT, {
        name: text,
        email: 'x@example.com',
        message: text,
      });
      t.clock.advance(1000);
    }
    await contact({ name: 'Zoë "Quotes", Inc.', message: 'Line one\r\nLine two, "quoted"' });
    await apply({ phone: '+1 555 010 2030' });

    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.endsWith('\r\n')).toBe(true);

    const records = parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    // The header row as a spreadsheet shows it, pinned here letter for letter.
    expect(records[0]!.join('|')).toBe(
      'Received|Kind|Status|Name|Email|Phone|Position|Message|Resume|Status changed|Changed by|' +
        'Spam reason|Id|Channel|UTM source|UTM medium|UTM campaign|UTM term|UTM content|' +
        'Click ids|Referrer|Landing page|First touch channel|First touch',
    );
    const rows = records.slice(1);
    expect(rows).toHaveLength(HOSTILE.length + 2);
    // Newest first: the application, the quoted one, then the hostile ones in reverse.
    expect(rows[0]!.slice(1, 9)).toEqual([
      'application',
      'New',
      'Sam Lee',
      'sam@example.com',
      "'+1 555 010 2030",
      'ux-ui-designer',
      'I love cars.',
      'Sam Lee résumé.pdf',
    ]);
    expect(rows[1]![3]).toBe('Zoë "Quotes", Inc.');
    expect(rows[1]![7]).toBe('Line one\r\nLine two, "quoted"');
    const hostileRows = rows.slice(2).reverse();
    hostileRows.forEach((row, i) => {
      expect(row[3]).toBe(`'${HOSTILE[i]}`);
      expect(row[7]).toBe(`'${HOSTILE[i]}`);
    });
    // No cell of the file starts with a character a spreadsheet would evaluate.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports the current filter only, past one page of the list', async () => {
    for (let i = 0; i < 30; i += 1)
      await t.app.inboxRepository.saveContact(TENANT, {
        name: `Ada ${i}`,
        email: `a${i}@x.example`,
        message: 'm',
      });
    await subscribe({ email: 'ada@reader.example' });
    const rows = (
      parse((await exportCsv('?kind=contact&q=ada')).rawPayload, {
        bom: true,
      }) as string[][]
    ).slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row[1] === 'contact')).toBe(true);
  });

  it('is only a header row when nothing matches', async () => {
    const rows = parse((await exportCsv('?status=Archived')).rawPayload, { bom: true });
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await call(t.app, 'GET', `${base}/leads.csv?kind=nope`, { token: t.admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('spam guard', () => {
  it('files a filled honeypot under Spam, answers as usual and mails nobody', async () => {
    const res = await contact({ referenceCode: 'http://spam.example', fillMs: 9000 });
    expect(res.json()).toEqual({
      message: "Thank you for reaching out! We'll get back to you soon.",
    });
    const [lead] = (await list()).leads;
    expect(lead).toMatchObject({ status: 'Spam', spamReason: 'honeypot' });
    await t.app.mail.flush();
    expect(allMail(t).filter((mail) => mail.to === CONTACT_TO)).toEqual([]);
  });

  it('files a form sent faster than a person fills it under Spam', async () => {
    await contact({ fillMs: 800 });
    const [lead] = (await list()).leads;
    expect(lead).toMatchObject({ status: 'Spam', spamReason: 'too-fast' });
    await t.app.mail.flush();
    expect(allMail(t).filter((mail) => mail.to === CONTACT_TO)).toEqual([]);
  });

  it('takes a person’s form (empty honeypot, a human fill time, or neither field) as New and mails it', async () => {
    await contact({ referenceCode: '', fillMs: 12_000 });
    await contact({ referenceCode: '   ' });
    await contact({});
    const { leads } = await list();
    expect(leads.map((lead) => lead.status)).toEqual(['New', 'New', 'New']);
    await t.app.mail.flush();
    expect(allMail(t).filter((mail) => mail.to === CONTACT_TO)).toHaveLength(3);
  });

  it('files a bot’s application under Spam with its résumé, and mails nobody', async () => {
    await apply({ referenceCode: 'x', fillMs: '20000' });
    await apply({ fillMs: '150' });
    const { leads } = await list();
    expect(leads.map((lead) => [lead.status, lead.spamReason])).toEqual([
      ['Spam', 'too-fast'],
      ['Spam', 'honeypot'],
    ]);
    const resume = await call(t.app, 'GET', `${base}/leads/${leads[0]!.id}/resume`, {
      token: t.admin,
    });
    expect(resume.rawPayload.equals(FILES.pdf)).toBe(true);
    await t.app.mail.flush();
    expect(allMail(t)).toEqual([]);
  });

  it('files a bot’s sign-up under Spam; the person signing up later makes it New', async () => {
    await subscribe({ email: 'reader@example.com', referenceCode: 'buy now' });
    expect((await list()).leads[0]).toMatchObject({ status: 'Spam', spamReason: 'honeypot' });
    await subscribe({ email: 'reader@example.com', fillMs: 5000 });
    const { leads } = await list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: 'New', spamReason: null });
  });

  it('keeps the rate limit for Spam too', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await call(limited.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
          body: { name: 'Bot', email: 'bot@example.com', message: 'x', referenceCode: 'x' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('retention', () => {
  const DAY_MS = 86_400_000;

  it('deletes leads past the retention age and old Spam with their résumés, once a period', async () => {
    await apply({ name: 'Old Applicant' });
    const { resume_file: oldFile } = await t.app.db
      .selectFrom('leads')
      .select('resume_file')
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(t.config.resumeDir, oldFile!))).toBe(true);
    await contact({ name: 'Old spam', referenceCode: 'x' });

    t.clock.advance(40 * DAY_MS);
    await contact({ name: 'Recent spam', referenceCode: 'x' });
    await contact({ name: 'Recent' });
    // Sessions expire as the clock moves on: sign in again for each look.
    const names = async () => (await list('', await adminToken(t))).leads.map((lead) => lead.name);

    expect(await t.app.leadRetention.runOnce()).toEqual({ acted: true, deleted: 1 });
    expect(await names()).toEqual(['Recent', 'Recent spam', 'Old Applicant']);

    // Within the same period the job does nothing, even with something to delete.
    await t.app.db
      .insertInto('leads')
      .values({
        id: 'stale-spam',
        tenant_id: TENANT,
        kind: 'contact',
        status: 'Spam',
        name: 'Stale spam',
        email: 's@example.com',
        created_at: new Date(t.clock.now().getTime() - 60 * DAY_MS),
      })
      .execute();
    t.clock.advance(t.config.inbox.retentionIntervalMs - 1000);
    expect(await t.app.leadRetention.runOnce()).toEqual({ acted: false, deleted: 0 });
    t.clock.advance(1000);
    expect(await t.app.leadRetention.runOnce()).toEqual({ acted: true, deleted: 1 });
    expect(await names()).toEqual(['Recent', 'Recent spam', 'Old Applicant']);

    // 24 months on, everything older goes, whatever its status, with its résumé.
    t.clock.advance(24 * 31 * DAY_MS);
    await contact({ name: 'Fresh' });
    expect(await t.app.leadRetention.runOnce()).toEqual({ acted: true, deleted: 3 });
    expect(await names()).toEqual(['Fresh']);
    expect(fs.existsSync(path.join(t.config.resumeDir, oldFile!))).toBe(false);
  });
});

describe('who may call the inbox', () => {
  // Every row has the same length: jest takes a test function with one more parameter than
  // the row for a `done` callback.
  const routes: [string, 'GET' | 'PUT', (id: string) => string, unknown][] = [
    ['list', 'GET', () => `${base}/leads`, undefined],
    ['export', 'GET', () => `${base}/leads.csv`, undefined],
    ['summary', 'GET', () => `${base}/summary`, undefined],
    ['lead', 'GET', (id) => `${base}/leads/${id}`, undefined],
    ['status', 'PUT', (id) => `${base}/leads/${id}/status`, { status: 'Handled' }],
    ['resume', 'GET', (id) => `${base}/leads/${id}/resume`, undefined],
  ];

  it.each(routes)(
    '%s: anonymous 401, User 403, bad token 401, other tenant 401/403, SuperAdmin 200',
    async (_name, method, url, body) => {
      await apply();
      const [lead] = (await list()).leads;
      const user = await createUser(t, 'member');
      const otherAdmin = (await createAdmin(t, 'outsider')).token;
      const send = (options: CallOptions) =>
        call(t.app, method, url(lead!.id), { ...(body ? { body } : {}), ...options });

      expect(await refusedStatuses(send, { user: user.token, admin: t.admin, otherAdmin })).toEqual(
        REFUSED_CALLERS,
      );
      expect((await send({ token: t.admin })).statusCode).toBe(200);
      // Nothing changed for the refused callers.
      const row = await t.app.db
        .selectFrom('leads')
        .select(['status', 'status_changed_by'])
        .where('id', '=', lead!.id)
        .executeTakeFirstOrThrow();
      expect(row.status_changed_by).toBe(method === 'PUT' ? 'admin' : null);
    },
  );
});
