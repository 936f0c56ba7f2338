import { newsletterIssueMail } from '../../../src/mail/templates';
import { newsletterLinks } from '../../../src/routes/api/newsletters';
import {
  OTHER_TENANT,
  TENANT,
  adminToken,
  allMail,
  call,
  latestMail,
  suiteApp,
} from '../../helper';

const t = suiteApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const base = `/api/v1/newsletters/${TENANT}`;
const REPLY = {
  message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
};

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `${base}/subscribe`, { body: { email, ...extra } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(REPLY);
  await t.app.mail.flush();
  return res;
}

function mailsTo(email: string) {
  return allMail(t).filter((mail) => mail.to === email);
}

/** The token of the newest link to `page` mailed to `email`. */
async function tokenFor(email: string, page: 'confirm' | 'unsubscribe') {
  const mail = await latestMail(t, email);
  const link = mail?.links.find((l) => new URL(l).pathname === `/newsletter/${page}`);
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

const confirm = (token: string) => call(t.app, 'POST', `${base}/confirm`, { body: { token } });
const unsubscribe = (token: string) =>
  call(t.app, 'POST', `${base}/unsubscribe`, { body: { token } });

async function statusOf(email: string) {
  const row = await t.app.db
    .selectFrom('newsletter_subscribers')
    .select('status')
    .where('tenant_id', '=', TENANT)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.status;
}

async function summarySubscribers() {
  const res = await call(t.app, 'GET', `/api/v1/inbox/${TENANT}/summary`, {
    token: await adminToken(t),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ subscribers: number; thisMonth: { subscribers: number } }>();
  return [body.subscribers, body.thisMonth.subscribers];
}

describe('double opt-in', () => {
  it('stores a sign-up as pending, a lead, and mails a confirmation with both links and the one-click headers', async () => {
    await signUp('Reader@Example.com');
    expect(await statusOf('reader@example.com')).toBe('pending');
    const leads = await t.app.db.selectFrom('leads').selectAll().execute();
    expect(leads.map((lead) => [lead.kind, lead.email, lead.status])).toEqual([
      ['newsletter', 'reader@example.com', 'New'],
    ]);
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual([]);
    expect(await summarySubscribers()).toEqual([0, 0]);

    const [mail] = mailsTo('reader@example.com');
    expect(mail?.subject).toBe('Confirm your subscription to the Revline Digital newsletter');
    const confirmLink = new URL(mail!.links[0]!);
    const unsubscribeLink = new URL(mail!.links[1]!);
    expect(confirmLink.origin + confirmLink.pathname).toBe(
      'http://localhost:8080/newsletter/confirm',
    );
    expect(unsubscribeLink.origin + unsubscribeLink.pathname).toBe(
      'http://localhost:8080/newsletter/unsubscribe',
    );
    // Single-purpose, unguessable tokens: 256 bits each, never the same.
    const confirmToken = confirmLink.searchParams.get('token')!;
    const unsubscribeToken = unsubscribeLink.searchParams.get('token')!;
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmToken).not.toBe(unsubscribeToken);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:4000/api/v1/newsletters/one-click/${TENANT}/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain(confirmLink.toString());
    expect(mail?.text).toContain(unsubscribeLink.toString());
    // Only hashes are stored.
    const stored = await t.app.db.selectFrom('newsletter_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(confirmToken);
    expect(stored).toHaveLength(2);
  });

  it('confirms by the link: a subscriber; the same link again says already confirmed', async () => {
    await signUp('reader@example.com');
    const token = await tokenFor('reader@example.com', 'confirm');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'confirmed',
      message: 'Your subscription is confirmed.',
    });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await statusOf('reader@example.com')).toBe('confirmed');
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual(['reader@example.com']);
    expect(await summarySubscribers()).toEqual([1, 1]);

    expect((await confirm(token)).json()).toEqual({
      outcome: 'already-confirmed',
      message: 'Your subscription was already confirmed.',
    });
  });

  it('refuses an unknown token, an unsubscribe token, and another tenant’s token', async () => {
    await signUp('reader@example.com');
    expect((await confirm('x'.repeat(43))).json()).toMatchObject({ outcome: 'invalid' });
    const unsubscribeToken = await tokenFor('reader@example.com', 'unsubscribe');
    expect((await confirm(unsubscribeToken)).json()).toEqual({
      outcome: 'invalid',
      message: 'This confirmation link is not valid. Please sign up again.',
    });
    const confirmToken = await tokenFor('reader@example.com', 'confirm');
    expect((await unsubscribe(confirmToken)).json()).toMatchObject({ outcome: 'invalid' });
    const other = await call(t.app, 'POST', `/api/v1/newsletters/${OTHER_TENANT}/confirm`, {
      body: { token: confirmToken },
    });
    expect(other.json()).toMatchObject({ outcome: 'invalid' });
    expect(await statusOf('reader@example.com')).toBe('pending');
  });

  it('expires a pending sign-up after 7 days', async () => {
    await signUp('late@example.com');
    const token = await tokenFor('late@example.com', 'confirm');
    t.clock.advance(7 * DAY + 1000);
    expect((await confirm(token)).json()).toEqual({
      outcome: 'expired',
      message: 'This confirmation link has expired. Please sign up again.',
    });
    expect(await statusOf('late@example.com')).toBe('pending');
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual([]);

    // Signing up again sends a new link that works.
    await signUp('late@example.com');
    expect(mailsTo('late@example.com')).toHaveLength(2);
    expect((await confirm(await tokenFor('late@example.com', 'confirm'))).json()).toMatchObject({
      outcome: 'confirmed',
    });
  });

  it('deletes expired pending sign-ups in the retention run, never a confirmed one', async () => {
    await signUp('gone@example.com');
    await signUp('kept@example.com');
    await confirm(await tokenFor('kept@example.com', 'confirm'));
    t.clock.advance(38 * DAY);
    await t.app.leadRetention.runOnce();
    expect(await statusOf('gone@example.com')).toBeUndefined();
    expect(await statusOf('kept@example.com')).toBe('confirmed');
  });

  it('re-sends at most once an hour, with the same reply whatever the address’s state', async () => {
    await signUp('again@example.com');
    await signUp('again@example.com');
    expect(mailsTo('again@example.com')).toHaveLength(1);
    t.clock.advance(HOUR - 1000);
    await signUp('again@example.com');
    expect(mailsTo('again@example.com')).toHaveLength(1);
    t.clock.advance(2000);
    await signUp('again@example.com');
    expect(mailsTo('again@example.com')).toHaveLength(2);

    // Both links work until they expire.
    const tokens = await t.app.db
      .selectFrom('newsletter_tokens')
      .select('token_hash')
      .where('purpose', '=', 'confirm')
      .execute();
    expect(tokens).toHaveLength(2);

    // A confirmed address: same reply, no mail.
    await confirm(await tokenFor('again@example.com', 'confirm'));
    t.clock.advance(2 * HOUR);
    await signUp('again@example.com');
    expect(mailsTo('again@example.com')).toHaveLength(2);
    expect(await t.app.db.selectFrom('leads').selectAll().execute()).toHaveLength(1);
  });

  it('shows each sign-up’s subscription in the inbox', async () => {
    await signUp('one@example.com');
    await signUp('two@example.com');
    await confirm(await tokenFor('two@example.com', 'confirm'));
    await t.app.inboxRepository.saveContact(TENANT, {
      name: 'Dana',
      email: 'two@example.com',
      message: 'Hi',
    });
    const admin = await adminToken(t);
    const res = await call(t.app, 'GET', `/api/v1/inbox/${TENANT}/leads`, { token: admin });
    const leads = res.json<{ id: string; kind: string; email: string; subscription?: string }[]>();
    expect(leads.map((lead) => [lead.kind, lead.email, lead.subscription]).sort()).toEqual([
      ['contact', 'two@example.com', undefined],
      ['newsletter', 'one@example.com', 'pending'],
      ['newsletter', 'two@example.com', 'confirmed'],
    ]);
    const two = leads.find(
      (lead) => lead.kind === 'newsletter' && lead.email === 'two@example.com',
    )!;
    const changed = await call(t.app, 'PUT', `/api/v1/inbox/${TENANT}/leads/${two.id}/status`, {
      token: admin,
      body: { status: 'Handled' },
    });
    expect(changed.json()).toMatchObject({ status: 'Handled', subscription: 'confirmed' });
  });

  it('sends nothing for a sign-up the spam guard catches', async () => {
    await signUp('bot@example.com', { referenceCode: 'filled', fillMs: 5000 });
    expect(mailsTo('bot@example.com')).toHaveLength(0);
    expect(await statusOf('bot@example.com')).toBeUndefined();
  });
});

describe('leaving', () => {
  async function subscribed(email: string) {
    await signUp(email);
    await confirm(await tokenFor(email, 'confirm'));
    return tokenFor(email, 'unsubscribe');
  }

  it('unsubscribes by the link: no more newsletters; the link again says so', async () => {
    const token = await subscribed('leaver@example.com');
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'unsubscribed',
      message: 'You are unsubscribed and will receive no more newsletters.',
    });
    expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual([]);
    expect(await summarySubscribers()).toEqual([0, 0]);
    expect((await unsubscribe(token)).json()).toEqual({
      outcome: 'already-unsubscribed',
      message: 'You were already unsubscribed.',
    });
  });

  it('every newsletter issue carries a personal unsubscribe link and the one-click headers; only confirmed addresses get one', async () => {
    await subscribed('issue@example.com');
    await signUp('pending@example.com');
    const recipients = await t.app.newsletterRepository.recipients(TENANT);
    expect(recipients).toEqual(['issue@example.com']);
    for (const to of recipients) {
      const token = await t.app.newsletterRepository.issueUnsubscribeToken(TENANT, to);
      const links = newsletterLinks(t.app, TENANT, token);
      await t.app.mail.send({
        ...newsletterIssueMail(
          'Revline Digital',
          to,
          { subject: 'Tips for May', paragraphs: ['Hi'] },
          links,
        ),
        tenantId: TENANT,
      });
    }
    const mail = await latestMail(t, 'issue@example.com');
    expect(mail?.subject).toBe('Tips for May');
    const link = mail!.links.find((l) => new URL(l).pathname === '/newsletter/unsubscribe')!;
    const token = new URL(link).searchParams.get('token')!;
    expect(mail?.text).toContain(link);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:4000/api/v1/newsletters/one-click/${TENANT}/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailsTo('pending@example.com')).toHaveLength(1);
    expect((await unsubscribe(token)).json()).toMatchObject({ outcome: 'unsubscribed' });
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual([]);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n',
    ],
  ])(
    'unsubscribes by the RFC 8058 one-click POST (%s), with no tenant header or session',
    async (contentType, payload) => {
      await subscribed('oneclick@example.com');
      const mail = await latestMail(t, 'oneclick@example.com');
      const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
      // A GET (a link checker) changes nothing.
      const get = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(get.statusCode).toBe(404);
      expect(await statusOf('oneclick@example.com')).toBe('confirmed');

      const res = await t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'unsubscribed' });
      expect(await statusOf('oneclick@example.com')).toBe('unsubscribed');
      // The token never reaches the request log (the outbox mode prints links on purpose).
      const requests = t.logs.filter((line) => line.includes('request completed')).join('');
      expect(requests).toContain('/api/v1/newsletters/one-click/revline/[redacted]');
      expect(requests).not.toContain(url.pathname.split('/').pop());
    },
  );

  it('answers 404 for an unknown tenant, and invalid for an unknown token or another tenant’s', async () => {
    const post = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/newsletters/one-click/${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post(`nowhere/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await post(`${TENANT}/${'x'.repeat(43)}`)).json()).toMatchObject({
      outcome: 'invalid',
    });
    // A token works only under its own tenant.
    const token = await subscribed('tenant@example.com');
    expect((await post(`${OTHER_TENANT}/${token}`)).json()).toMatchObject({ outcome: 'invalid' });
    expect(await statusOf('tenant@example.com')).toBe('confirmed');
  });

  it('unsubscribing from the confirmation mail ends a pending sign-up', async () => {
    await signUp('stranger@example.com');
    await unsubscribe(await tokenFor('stranger@example.com', 'unsubscribe'));
    expect(await statusOf('stranger@example.com')).toBe('unsubscribed');
    // Its confirmation link, followed later by the person, is their own choice to come back.
    expect((await confirm(await tokenFor('stranger@example.com', 'confirm'))).json()).toMatchObject(
      { outcome: 'confirmed' },
    );
  });

  it('an import never brings back an address that left; a fresh confirmed sign-up does', async () => {
    const token = await subscribed('back@example.com');
    const oldConfirm = await tokenFor('back@example.com', 'confirm');
    await unsubscribe(token);
    expect(await t.app.newsletterRepository.importConfirmed(TENANT, 'Back@example.com')).toBe(
      false,
    );
    expect(await statusOf('back@example.com')).toBe('unsubscribed');
    // The old, used confirmation link does not bring it back either.
    expect((await confirm(oldConfirm)).json()).toMatchObject({ outcome: 'invalid' });
    expect(await statusOf('back@example.com')).toBe('unsubscribed');

    // The person signs up again from the form: a new confirmation, and only that re-subscribes.
    t.clock.advance(2 * HOUR);
    await signUp('back@example.com');
    expect(await statusOf('back@example.com')).toBe('unsubscribed');
    await confirm(await tokenFor('back@example.com', 'confirm'));
    expect(await statusOf('back@example.com')).toBe('confirmed');

    expect(await t.app.newsletterRepository.importConfirmed(TENANT, 'new@example.com')).toBe(true);
    expect(await t.app.newsletterRepository.recipients(TENANT)).toEqual([
      'back@example.com',
      'new@example.com',
    ]);
  });
});

describe('validation', () => {
  it.each([
    ['confirm', {}],
    ['unsubscribe', { token: '' }],
    ['unsubscribe', { token: 'x'.repeat(129) }],
  ])('%s refuses %j with 400', async (route, body) => {
    const res = await call(t.app, 'POST', `${base}/${route}`, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('needs the tenant header on the JSON routes', async () => {
    const res = await call(t.app, 'POST', `${base}/confirm`, {
      body: { token: 'x' },
      tenant: null,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the unsubscribe page without JavaScript', () => {
  it('posts its form to the one-click address and is sent back to the page with the outcome', async () => {
    await signUp('nojs@example.com');
    const token = await tokenFor('nojs@example.com', 'unsubscribe');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletters/one-click/${TENANT}/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&source=page',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      'http://localhost:8080/newsletter/unsubscribe?outcome=unsubscribed',
    );
    expect(await statusOf('nojs@example.com')).toBe('unsubscribed');
  });
});
