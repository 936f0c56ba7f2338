// The leads inbox on the composed site against the real api and its outbox: a visitor's contact
// message and application (with a real PDF) reach the SuperAdmin's inbox with the right counts;
// the owner opens them, downloads the résumé, marks one Handled, filters and exports CSV; a bot
// that fills the hidden field lands in Spam and no mail goes out; a User never reaches the inbox
// nor downloads the admin remote; axe finds nothing on the inbox and a lead in either theme.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  adminLogin,
  api,
  createVerifiedUser,
  latestMail,
  login,
  mailsTo,
  signIn,
} from '../support/api';
import { admin, remoteOrigin, serverEnv, tenantId } from '../support/env';
import { fillApplication, resumePdf } from '../support/forms';

const inboxPath = '/superadmin/content-library/inbox';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Where the api sends contact notifications in the browser tests. */
const contactTo = serverEnv().CONTACT_TO ?? '';
/** A person takes longer than the spam guard's minimum fill time (3 s by default). */
const personFillMs = 3_200;

interface Lead {
  id: string;
  kind: string;
  status: string;
  spamReason: string | null;
  email: string;
}

interface Summary {
  new: number;
}

async function newVisitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A contact message sent as a person sends it: typed, then sent after a few seconds. */
async function sendContact(
  page: Page,
  message: { name: string; email: string; message: string },
  bot = false,
) {
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(message.name);
  await form.getByLabel('Email').fill(message.email);
  await form.getByLabel('Message').fill(message.message);
  // A bot fills every input it finds, the one people never see included.
  if (bot)
    await form
      .locator('input[name="referenceCode"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-seo.example'));
  await page.waitForTimeout(personFillMs);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Thank you for reaching out! We'll get back to you soon.",
  );
}

async function sendApplication(page: Page, id: string) {
  await page.goto('/careers/resume-portal?position=ux-ui-designer');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Job application form' });
  await fillApplication(form, id, `I design for people who fix cars (${id}).`);
  await page.waitForTimeout(personFillMs);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you for your application! We will review your resume and get back to you soon.',
  );
}

async function leadsMatching(token: string, q: string): Promise<Lead[]> {
  const reply = await api<Lead[]>('GET', `/inbox/${tenantId}/leads?q=${encodeURIComponent(q)}`, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

test.describe('the leads inbox', () => {
  test('a contact message and an application reach the inbox; the owner opens them, downloads the résumé, marks one Handled, filters and exports CSV', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const contact = {
      name: `Dana Ortiz ${id}`,
      email: `dana-${id}@ortizauto.test`,
      message: `=HYPERLINK("http://evil.example","Click") we need a new website (${id}).`,
    };
    const visitor = await newVisitor(browser);
    await sendContact(visitor, contact);
    await sendApplication(visitor, id);
    // A person's message is announced to the owner by mail.
    const notice = await latestMail(contactTo, { timeoutMs: 15_000 });
    expect((await mailsTo(contactTo)).some((mail) => mail.text.includes(id))).toBe(true);
    expect(notice.to).toBeTruthy();

    // The dashboard and the hub count the leads still New, as the api does.
    const { token } = await adminLogin();
    await signIn(page, admin, '/superadmin/profile');
    const summary = await api<Summary>('GET', `/inbox/${tenantId}/summary`, { token });
    expect(summary.body.new).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('link', { name: /Content Library/ })).toContainText(
      `${summary.body.new} new leads`,
    );
    await expect(page.getByText('From your inbox')).toBeVisible();
    await page.getByRole('link', { name: /Content Library/ }).click();
    await expect(page.getByRole('heading', { name: /^Inbox/ })).toContainText(
      `${summary.body.new} new`,
    );
    await page.getByRole('link', { name: 'Open the inbox' }).click();
    await expect(page).toHaveURL(new RegExp(`${inboxPath}$`));
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

    // Search for this test's two leads: the newest first.
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const list = page.getByRole('list', { name: 'Leads' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('heading').nth(0)).toHaveText(`Sam Lee ${id}`);
    await expect(list.getByRole('heading').nth(1)).toHaveText(contact.name);

    // The application: everything the visitor sent, and the same résumé bytes.
    await list.getByRole('link', { name: `Sam Lee ${id}` }).click();
    await expect(page.getByRole('heading', { name: `Sam Lee ${id}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Job application', { exact: true })).toBeVisible();
    await expect(page.getByText('ux-ui-designer')).toBeVisible();
    await expect(page.getByText(`I design for people who fix cars (${id}).`)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download résumé' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sam-lee-${id}.pdf`);
    expect(Buffer.compare(await readFile(await download.path()), resumePdf)).toBe(0);
    await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:sam-${id}@example.test?subject=${encodeURIComponent('Your application for ux-ui-designer at Revline Digital')}`,
    );

    // The contact message, marked Handled from its page: who and when are recorded.
    // Back to the list as it was filtered: the search is kept.
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(id);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('link', { name: contact.name }).click();
    await expect(page.getByText(contact.message)).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('Handled');
    await expect(page.getByRole('status').filter({ hasText: 'Marked Handled.' })).toBeVisible();
    await expect(page.getByText(`Last changed by ${admin.username} on`)).toBeVisible();

    // Filter by status: only the handled one is left of the two.
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    await page.getByLabel('Status', { exact: true }).selectOption('Handled');
    await expect(page).toHaveURL(/status=Handled/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading')).toHaveText(contact.name);
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Kind').selectOption('application');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading')).toHaveText(`Sam Lee ${id}`);
    await page.getByLabel('Kind').selectOption('');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Export the current filter: a real CSV parser reads the hostile cell as text, not a formula.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile(await csv.path()), {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    const contactRow = rows.find((row) => Object.values(row).includes(contact.email));
    expect(contactRow).toBeDefined();
    const cells = Object.values(contactRow ?? {});
    expect(cells).toContain('Handled');
    expect(cells.some((cell) => cell.includes(id) && !/^[=+\-@\t\r]/.test(cell))).toBe(true);
    expect(cells.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
    await visitor.context().close();
  });

  test('a form a bot fills, the hidden field included, lands in Spam and sends no mail', async ({
    browser,
  }) => {
    const id = unique();
    const visitor = await newVisitor(browser);
    await sendContact(
      visitor,
      { name: `Bot ${id}`, email: `bot-${id}@spam.test`, message: `Cheap backlinks ${id}` },
      true,
    );
    // A person's message sent after it: once its mail is out, the outbox has passed the bot's.
    const person = `person-${id}`;
    await sendContact(visitor, {
      name: `Pat ${person}`,
      email: `${person}@example.test`,
      message: `Do you build dealer sites? (${person})`,
    });
    await expect
      .poll(async () => (await mailsTo(contactTo)).some((mail) => mail.text.includes(person)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect((await mailsTo(contactTo)).filter((mail) => mail.text.includes(`Bot ${id}`))).toEqual(
      [],
    );

    const { token } = await adminLogin();
    const [bot] = await leadsMatching(token, `Bot ${id}`);
    expect(bot).toMatchObject({ kind: 'contact', status: 'Spam', spamReason: 'honeypot' });
    const [human] = await leadsMatching(token, person);
    expect(human).toMatchObject({ status: 'New', spamReason: null });
    await visitor.context().close();
  });

  test('a User cannot reach the inbox and never downloads the admin remote', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const user = await createVerifiedUser('inboxuser');
    await signIn(page, user, inboxPath);
    await expect(page).toHaveURL(/\/user\/profile$/);
    const { token } = await login(user);
    const reply = await api('GET', `/inbox/${tenantId}/leads`, { token });
    expect(reply.status).toBe(403);
    expect(requests.filter((url) => url.startsWith(remoteOrigin('admin_content')))).toEqual([]);
  });
});

test.describe('inbox accessibility (axe)', () => {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`the inbox and a lead at ${width}px in the ${theme} theme have no axe violations`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        // The theme is switched just before the check: no colour may be caught mid-transition.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const { token } = await adminLogin();
        const [lead] = (await api<Lead[]>('GET', `/inbox/${tenantId}/leads?limit=1`, { token }))
          .body;
        const failures: string[] = [];
        await signIn(page, admin, inboxPath);
        for (const target of [inboxPath, ...(lead ? [`${inboxPath}/${lead.id}`] : [])]) {
          if (page.url() !== new URL(target, page.url()).href) await page.goto(target);
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText('Loading leads...')).toHaveCount(0);
          await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          for (const violation of results.violations)
            failures.push(
              `${target}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          if (process.env.INBOX_SHOTS)
            await page.screenshot({
              path: path.join(
                process.env.INBOX_SHOTS,
                `${target === inboxPath ? 'inbox' : 'lead'}-${width}-${theme}.png`,
              ),
              fullPage: true,
            });
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
