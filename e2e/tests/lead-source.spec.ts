// The source of a lead on the composed site against the real api: a visit that lands from a
// Google Ads click (campaign tags and a gclid), moves on two pages within the site and sends the
// contact form reaches the SuperAdmin's inbox as "Paid search", on the lead's page and in the
// CSV export. The touch is recorded in the visitor's own browser (localStorage), first-party.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from '../support/api';
import { admin } from '../support/env';

const inboxPath = '/superadmin/content-library/inbox';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A person takes longer than the spam guard's minimum fill time (3 s by default). */
const personFillMs = 3_200;

test('a visit from a Google Ads click that writes two pages later shows "Paid search" on the lead and in the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const visitor = await (await browser.newContext()).newPage();

  // The landing page carries the ad's tags; nothing is sent anywhere for it.
  const thirdParty: string[] = [];
  visitor.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (!['http://localhost', 'http://127.0.0.1'].some((host) => origin.startsWith(host)))
      thirdParty.push(request.url());
  });
  await visitor.goto('/?utm_source=google&utm_medium=cpc&gclid=test123');
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const stored = await visitor.evaluate(() => localStorage.getItem('leadSource'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    first: { utmSource: 'google', utmMedium: 'cpc', gclid: 'test123', landingPage: '/' },
  });

  // Two more pages, each a page load coming from the site itself: the touch stays.
  await visitor.goto('/about', { referer: `${baseURL}/` });
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await visitor.goto('/contact', { referer: `${baseURL}/about` });
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(`Pat Paid ${id}`);
  await form.getByLabel('Email').fill(`pat-${id}@brakes.test`);
  await form.getByLabel('Message').fill(`Found you on Google (${id}).`);
  await visitor.waitForTimeout(personFillMs);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    "Thank you for reaching out! We'll get back to you soon.",
  );
  expect(thirdParty).toEqual([]);
  await visitor.context().close();

  // The owner's inbox names the channel, the lead's page the touch.
  await signIn(page, admin, inboxPath);
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const list = page.getByRole('list', { name: 'Leads' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Paid search');
  await list.getByRole('link', { name: `Pat Paid ${id}` }).click();
  const details = page.locator('dl').first();
  await expect(details).toContainText('ChannelPaid search');
  await expect(details).toContainText('google / cpc · gclid test123 · landed on /');

  // The CSV of that search carries the same channel and click id.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const rows = parse(await readFile(await csv.path()), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Email: `pat-${id}@brakes.test`,
    Channel: 'Paid search',
    'UTM source': 'google',
    'UTM medium': 'cpc',
    'Click ids': 'gclid=test123',
    'Landing page': '/',
    'First touch channel': 'Paid search',
  });
});
