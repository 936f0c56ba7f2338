// Two-factor sign-in of the SuperAdmin on the composed site against the real api: before it
// enrols, a browser signed in with the password alone sees no draft anywhere in the admin area
// (the api holds this spec's admin to ADMIN_TWO_FACTOR=required; the other specs' admin is
// exempt: support/env.ts); then enrolment on
// the Security screen with the password and the set-up code the api mailed (read from its
// outbox), codes computed here from the key the screen shows, as an authenticator app would; then sign-ins with a code and with a recovery code (once), a wrong code refused,
// and "Sign out everywhere" ending another browser's session. The spec's own SuperAdmin
// (support/env.ts twoFactorAdmin) enrols; the other specs' admin keeps the password alone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminLogin, api, createPost, deletePost, mailsTo } from '../support/api';
import { tenantId, twoFactorAdmin } from '../support/env';

const SECURITY = '/superadmin/content-library/security';
const WRONG = 'That code is not valid, or the sign-in took too long. Please try again.';

test.describe.configure({ mode: 'serial' });

/** The code an authenticator app with this key shows now, or in `steps` periods. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(page: Page) {
  await page.goto('/account');
  await page.getByLabel('Username').fill(twoFactorAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(twoFactorAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function codeStep(page: Page, code: string) {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** The set-up code in the newest set-up mail to the spec's SuperAdmin sent at or after `since`. */
async function mailedSetupCode(since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(twoFactorAdmin.email)).find(
        ({ at, subject }) => at >= since && /set-up code/.test(subject),
      );
      code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{8}$/);
  return code!;
}

let secret = '';
let recoveryCodes: string[] = [];

/** Every screen of the admin area, and the blog's own page of a post. */
const ADMIN_AREA = [
  '/superadmin/profile',
  '/superadmin/content-library',
  '/superadmin/content-library/blog-management',
  '/superadmin/content-library/inbox',
  '/superadmin/content-library/comments',
  '/superadmin/content-library/media',
  '/superadmin/content-library/audit',
  '/superadmin/content-library/newsletter',
  SECURITY,
];

test('before enrolment, a browser signed in with the password alone sees no draft in the admin area', async ({
  browser,
}) => {
  const { token } = await adminLogin();
  const title = `Unreleased winter tyre special ${Date.now()}`;
  const draft = await createPost(token, { title, content: '<p>For the owner only.</p>' });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await passwordStep(page);
    // A SuperAdmin that owes a second factor is sent to enrol.
    await expect(page).toHaveURL(new RegExp(`${SECURITY}$`));
    for (const path of [...ADMIN_AREA, `/tech&tranquility/${draft.slug}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.content(), path).not.toContain(title);
    }
    // The api itself refuses this session the draft (the screens above asked it too).
    const reply = await api('GET', `/posts/${tenantId}/${draft._id}`, {
      token: (await page.evaluate(() => localStorage.getItem('token'))) ?? '',
    });
    expect(reply.status).toBe(403);
  } finally {
    await context.close();
    await deletePost(token, draft._id);
  }
});

test('enrol by the shown key, sign out, sign in with a code; a wrong code is refused', async ({
  page,
}) => {
  // Before enrolling, the password alone signs in, straight to the enrolment it owes.
  await passwordStep(page);
  await expect(page).toHaveURL(new RegExp(`${SECURITY}$`));

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // The key needs both proofs: the password and the code mailed to the account's address.
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/We have e-mailed you a code/)).toBeVisible();
  await page.getByLabel('Your password').fill(twoFactorAdmin.password);
  await page.getByLabel('Code from the e-mail').fill(await mailedSetupCode(since));
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('6-digit code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  await signOut(page);

  // Password first: no session yet, the code step instead.
  await passwordStep(page);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A wrong code is refused and says so.
  const right = await codeFor(secret, 1);
  await codeStep(page, right === '000000' ? '111111' : '000000');
  await expect(page.getByText(WRONG)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The next period's code (enrolment spent this one's) signs in.
  await codeStep(page, right);
  await expect(page).toHaveURL(/\/superadmin\/profile$/);
  await page.goto(SECURITY);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
});

test('a recovery code signs in once', async ({ page }) => {
  const code = recoveryCodes[0]!;
  await passwordStep(page);
  await codeStep(page, code);
  await expect(page).toHaveURL(/\/superadmin\/profile$/);
  await signOut(page);

  await passwordStep(page);
  await codeStep(page, code);
  await expect(page.getByText(WRONG)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('"Sign out everywhere" ends another browser’s session', async ({ browser }) => {
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await passwordStep(elsewhere);
  await codeStep(elsewhere, recoveryCodes[1]!);
  await expect(elsewhere).toHaveURL(/\/superadmin\/profile$/);
  const elsewhereToken = await elsewhere.evaluate(() => localStorage.getItem('token'));

  const here = await browser.newContext();
  const page = await here.newPage();
  await passwordStep(page);
  await codeStep(page, recoveryCodes[2]!);
  await expect(page).toHaveURL(/\/superadmin\/profile$/);
  await page.goto(SECURITY);
  // This browser and the other one (and any session the earlier tests left signed in).
  await expect(page.getByRole('table').getByText('This browser')).toBeVisible();
  expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(3);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The other browser's token is refused, and its next page shows the expired session.
  const reply = await api('GET', `/users/${tenantId}/profile`, { token: elsewhereToken ?? '' });
  expect(reply.status).toBe(401);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/account$/);
  await expect(elsewhere.getByText('Unauthorized access. Please log in again.')).toBeVisible();
  await other.close();
  await here.close();
});
