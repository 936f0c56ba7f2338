import { parse } from 'csv-parse/sync';
import { TENANT, call, createUser, suiteApp, sendApplication } from '../../helper';

const t = suiteApp({ admin: true });

const base = `/api/v1/inbox/${TENANT}`;
/** A visitor who came once, from a paid search ad: the first touch is the latest. */
const PAID_TOUCH = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'brakes',
  gclid: 'test123',
  landingPage: '/services/digital-marketing',
  at: '2026-01-05T10:00:00.000Z',
};
const PAID = { first: PAID_TOUCH, latest: PAID_TOUCH };

interface Lead {
  id: string;
  kind: string;
  source: unknown;
  channel: string | null;
  firstChannel: string | null;
}

async function leads(): Promise<Lead[]> {
  const res = await call(t.app, 'GET', `${base}/leads`, { token: t.admin });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Each lead a second after the last, so "newest first" is one order. */
function contact(extra: Record<string, unknown>) {
  t.clock.advance(1000);
  return call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name: 'Dana', email: 'dana@shop.example', message: 'Hello', ...extra },
  });
}

function apply(fields: Record<string, string>) {
  t.clock.advance(1000);
  return sendApplication(t.app, { job: 'ux-ui-designer', ...fields });
}

describe('the source of a lead', () => {
  it('stores what a contact message sends and derives its channel', async () => {
    expect((await contact({ source: PAID })).statusCode).toBe(200);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      source: PAID,
      channel: 'paid-search',
      firstChannel: 'paid-search',
    });
    const one = await call(t.app, 'GET', `${base}/leads/${lead!.id}`, { token: t.admin });
    expect(one.json()).toMatchObject({ source: PAID, channel: 'paid-search' });
  });

  it('keeps the first and the latest touch apart', async () => {
    await contact({
      source: { first: { referrer: 'www.google.com' }, latest: { referrer: 'www.facebook.com' } },
    });
    const [lead] = await leads();
    expect(lead).toMatchObject({ channel: 'social', firstChannel: 'organic-search' });
  });

  it('stores the source of a newsletter sign-up', async () => {
    const res = await call(t.app, 'POST', `/api/v1/newsletters/${TENANT}/subscribe`, {
      body: { email: 'news@example.com', source: { first: { utmMedium: 'email' } } },
    });
    expect(res.statusCode).toBe(200);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      kind: 'newsletter',
      source: { first: { utmMedium: 'email' } },
      channel: 'email',
    });
  });

  it('stores the source of a job application, sent as a JSON field of the form', async () => {
    const res = await apply({ source: JSON.stringify(PAID) });
    expect(res.statusCode).toBe(201);
    const [lead] = await leads();
    expect(lead).toMatchObject({ kind: 'application', source: PAID, channel: 'paid-search' });
    const other = await apply({ source: JSON.stringify({ latest: { referrer: 'jobs.example' } }) });
    expect(other.statusCode).toBe(201);
    expect((await leads())[0]).toMatchObject({ channel: 'referral' });
  });

  it('refuses a job application whose source is not the object', async () => {
    expect((await apply({ source: 'not json' })).json()).toEqual({
      message: 'Source must be a JSON object.',
    });
    const wrong = await apply({
      source: JSON.stringify({ first: { utmSource: 'x'.repeat(201) } }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Source is not valid.' });
    expect(await leads()).toEqual([]);
  });

  it('drops keys it does not know, at every level', async () => {
    await contact({
      source: { first: { utmSource: 'google', cookie: 'secret' }, tracker: { id: 1 } },
    });
    const [lead] = await leads();
    expect(lead!.source).toEqual({ first: { utmSource: 'google' } });
    const form = await apply({
      source: JSON.stringify({ latest: { gclid: 'g', extra: 'x' }, other: 1 }),
    });
    expect(form.statusCode).toBe(201);
    expect((await leads())[0]!.source).toEqual({ latest: { gclid: 'g' } });
  });

  it('refuses values beyond their bounds with a 400', async () => {
    const long = await contact({ source: { first: { utmCampaign: 'c'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    const path = await contact({ source: { first: { landingPage: 'https://evil.example/' } } });
    expect(path.statusCode).toBe(400);
    const host = await contact({ source: { first: { referrer: 'a b' } } });
    expect(host.statusCode).toBe(400);
    const type = await contact({ source: { first: { gclid: 5 } } });
    expect(type.statusCode).toBe(400);
    expect(await leads()).toEqual([]);
  });

  it('leaves channel and source null when the client sends none', async () => {
    await contact({});
    expect((await leads())[0]).toMatchObject({ source: null, channel: null, firstChannel: null });
  });

  it('shows the channel and the touch in the CSV, neutralizing formula-like cells', async () => {
    await contact({ source: PAID });
    await contact({ source: { first: { utmSource: '=HYPERLINK("x")', utmMedium: 'email' } } });
    const res = await call(t.app, 'GET', `${base}/leads.csv`, { token: t.admin });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const paid = rows.find((row) => row['Click ids'] === 'gclid=test123')!;
    expect(paid).toMatchObject({
      Channel: 'Paid search',
      'UTM source': 'google',
      'UTM medium': 'cpc',
      'UTM campaign': 'brakes',
      'Landing page': '/services/digital-marketing',
      'First touch channel': 'Paid search',
      'First touch': 'google / cpc / brakes, gclid, landed on /services/digital-marketing',
    });
    const email = rows.find((row) => row.Channel === 'Email')!;
    expect(email['UTM source']).toBe(`'=HYPERLINK("x")`);
  });
});

describe('leads by channel', () => {
  async function channels(query: string, token = t.admin) {
    return call(t.app, 'GET', `${base}/channels${query}`, { token });
  }

  it('counts the leads of a period by channel, Spam and other days left out', async () => {
    // Far enough from midnight that the five leads fall on one UTC day.
    const now = t.clock.now();
    if (now.getUTCHours() === 23 && now.getUTCMinutes() >= 59) t.clock.advance(120_000);
    const day = t.clock.now().toISOString().slice(0, 10);
    await contact({ source: PAID });
    await contact({ source: PAID, email: 'b@example.com' });
    await contact({ source: { first: { referrer: 'www.bing.com' } } });
    await contact({});
    await contact({ source: PAID, referenceCode: 'bot' });
    const res = await channels(`?from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: day,
      to: day,
      total: 4,
      channels: [
        { channel: 'paid-search', leads: 2 },
        { channel: 'organic-search', leads: 1 },
        { channel: 'social', leads: 0 },
        { channel: 'email', leads: 0 },
        { channel: 'referral', leads: 0 },
        { channel: 'direct', leads: 0 },
        { channel: null, leads: 1 },
      ],
    });
    const earlier = await channels('?from=2000-01-01&to=2000-12-31');
    expect(earlier.json()).toMatchObject({ total: 0 });
  });

  it('refuses a bad period with a 400', async () => {
    expect((await channels('?from=2026-02-01&to=2026-01-01')).json()).toEqual({
      message: 'The period must not end before it starts.',
    });
    expect((await channels('?from=yesterday&to=2026-01-01')).statusCode).toBe(400);
    expect((await channels('')).statusCode).toBe(400);
  });

  it('is for the SuperAdmin only', async () => {
    const user = await createUser(t, 'reader');
    expect((await channels('?from=2026-01-01&to=2026-01-31', user.token)).statusCode).toBe(403);
    expect((await channels('?from=2026-01-01&to=2026-01-31', '')).statusCode).toBe(401);
  });
});
