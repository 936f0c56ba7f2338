// The newsletter's double opt-in and one-click leaving, through the real api and its outbox.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, api, createPost, latestMail, linkTo, signIn, type Mail } from '../support/api';
import { admin, tenantId } from '../support/env';

const THANKS =
  'Thank you for subscribing! Please check your inbox and click the link we sent to confirm your subscription.';

const address = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@shop.test`;

/** A sign-up through the api (as a client without the form's spam signals), its mail. */
async function signUp(email: string): Promise<Mail> {
  const since = Date.now();
  const reply = await api('POST', `/newsletters/${tenantId}/subscribe`, { body: { email } });
  expect(reply.status).toBe(200);
  return latestMail(email, { since });
}

async function confirmByApi(mail: Mail) {
  const token = new URL(linkTo(mail, '/newsletter/confirm')).searchParams.get('token');
  const reply = await api<{ outcome: string }>('POST', `/newsletters/${tenantId}/confirm`, {
    body: { token },
  });
  expect(reply.body.outcome).toBe('confirmed');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The dashboard's count of subscribers (the inbox summary the SuperAdmin's profile reads). */
async function subscribers(): Promise<number> {
  const { token } = await adminLogin();
  const reply = await api<{ subscribers: number }>('GET', `/inbox/${tenantId}/summary`, { token });
  return reply.body.subscribers;
}

test('sign up from the footer, confirm from the mail, then leave from its link', async ({
  page,
}) => {
  const email = address('reader');
  await page.goto('/');
  // The form's fill time counts from when it is live: wait for that, then take a person's time.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const footer = page.getByRole('contentinfo');
  const since = Date.now();
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  // A person takes longer than the spam guard's 3 s; a faster form is kept as Spam, unmailed.
  await page.waitForTimeout(3_500);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(THANKS);

  const mail = await latestMail(email, { since });
  expect(mail.subject).toBe('Confirm your subscription to the Revline Digital newsletter');
  const before = await subscribers();
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<http:\/\/localhost:\d+\/api\/v1\/newsletters\/one-click\/revline\/[\w-]{43}>$/,
  );

  // The confirmation link: the page, rendered on the server, says it worked; again, already.
  const confirmed = await page.goto(linkTo(mail, '/newsletter/confirm'));
  expect(confirmed?.status()).toBe(200);
  expect(await confirmed?.text()).toContain('You are subscribed');
  await expect(heading(page)).toHaveText('You are subscribed');
  expect(await subscribers()).toBe(before + 1);
  await page.reload();
  await expect(heading(page)).toHaveText('You are already subscribed');

  // The unsubscribe link: opening it changes nothing, the button does.
  await page.goto(linkTo(mail, '/newsletter/unsubscribe'));
  await expect(heading(page)).toHaveText('Unsubscribe from our newsletter');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(heading(page)).toHaveText('You are unsubscribed');
  await expect(page.getByRole('textbox', { name: 'Email address' }).first()).toBeVisible();
  expect(await subscribers()).toBe(before);

  await page.goto(linkTo(mail, '/newsletter/confirm'));
  await expect(heading(page)).toHaveText('This link is not valid');
});

test('the unsubscribe button works without JavaScript', async ({ browser }) => {
  const email = address('nojs');
  const mail = await signUp(email);
  await confirmByApi(mail);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(linkTo(mail, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(heading(page)).toHaveText('You are unsubscribed');
  expect(new URL(page.url()).search).toBe('?outcome=unsubscribed');
  await context.close();
});

test('the one-click POST of the List-Unsubscribe header unsubscribes, with no session or page', async ({
  request,
  page,
}) => {
  const email = address('oneclick');
  const mail = await signUp(email);
  await confirmByApi(mail);
  const url = mail.headers!['List-Unsubscribe']!.slice(1, -1);
  const reply = await request.post(url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toMatchObject({ outcome: 'unsubscribed' });

  // The link's page, pressed afterwards, says so.
  await page.goto(linkTo(mail, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(heading(page)).toHaveText('You are already unsubscribed');
});

test('a post sent from the SuperAdmin’s newsletter screen reaches a confirmed subscriber, who leaves from its link', async ({
  page,
}) => {
  const email = address('issue');
  await confirmByApi(await signUp(email));
  const { token } = await adminLogin();
  const title = `Brake check ${Date.now().toString(36)}`;
  const post = await createPost(token, {
    title,
    content: '<p>Squeaks mean the pads are thin.</p>',
    status: 'Published',
  });

  await signIn(page, admin, `/superadmin/content-library/newsletter?post=${post._id}`);
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Post' })).toHaveValue(post._id);
  const count = await subscribers();
  await expect(
    page.getByText(`${count} ${count === 1 ? 'subscriber' : 'subscribers'} will get it`),
  ).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Review the send' }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is being sent' })).toBeVisible();
  // The list follows the send until every mail is out.
  const item = page
    .getByRole('list', { name: 'Sends' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText(`Sent ${count} of ${count}`, { timeout: 20_000 });

  const mail = await latestMail(email, { since });
  expect(mail.subject).toBe(title);
  expect(mail.html).toContain('Squeaks mean the pads are thin.');
  expect(mail.text).toContain(`Read on the site: ${linkTo(mail, '/tech&tranquility/')}`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkTo(mail, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(heading(page)).toHaveText('You are unsubscribed');
  expect(await subscribers()).toBe(count - 1);
});

test('the link pages have no axe violations', async ({ page }) => {
  const failures: string[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/newsletter/confirm?token=not-a-token',
      '/newsletter/unsubscribe?token=not-a-token',
      '/newsletter/unsubscribe?outcome=unsubscribed',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const violation of results.violations)
        failures.push(`${path} at ${width}px: ${violation.id} (${violation.impact})`);
    }
  }
  expect(failures).toEqual([]);
});
