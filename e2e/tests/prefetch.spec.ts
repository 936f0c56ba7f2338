// Another remote's code is fetched before the click: resting the pointer on a link to /services
// on a blog page fetches the marketing remote's entry and routes chunk, and the click then shows
// the page; a visitor never fetches the admin remote, however its links are approached.
import { expect, test, type Request } from '@playwright/test';
import { remoteOrigin } from '../support/env';
import { recordRequests } from '../support/visits';

const scriptsFrom = (requests: Request[], remote: string) =>
  requests
    .filter((request) => request.url().startsWith(remoteOrigin(remote)))
    .filter((request) => new URL(request.url()).pathname.endsWith('.js'))
    .map((request) => ({ url: request.url(), type: request.resourceType() }));

test('hovering a link to /services on a blog page fetches the marketing chunk before the click', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/tech&tranquility');
  await page.locator('html[data-hydrated]').waitFor();
  // Nothing of marketing runs before the visitor shows intent: at most the idle-time hint
  // for the HTTP cache (a prefetch, never a script).
  expect(scriptsFrom(requests, 'marketing').filter(({ type }) => type === 'script')).toEqual([]);

  const link = page.locator('a[href="/services"]').first();
  await link.hover();
  await expect
    .poll(() =>
      scriptsFrom(requests, 'marketing')
        .filter(({ type }) => type === 'script')
        .map(({ url }) => new URL(url).pathname),
    )
    .toEqual(expect.arrayContaining(['/remoteEntry.js']));
  // The routes chunk too, and the page's own code, all before the click.
  await expect
    .poll(() => scriptsFrom(requests, 'marketing').filter(({ type }) => type === 'script').length)
    .toBeGreaterThanOrEqual(2);
  // The page's own chunks follow the routes chunk: wait until nothing more arrives.
  await page.waitForLoadState('networkidle');
  const beforeClick = scriptsFrom(requests, 'marketing').map(({ url }) => url);

  await link.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main h1').first()).not.toHaveText(/temporarily unavailable|404/i);
  // The click fetched no marketing code the hover had not.
  expect(scriptsFrom(requests, 'marketing').map(({ url }) => url)).toEqual(beforeClick);
});

test('a visitor never fetches the admin remote, even hovering, focusing or touching a link to it', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/tech&tranquility');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/superadmin/content-library';
    link.textContent = 'Content library';
    document.querySelector('main')?.prepend(link);
  });
  const admin = page.getByRole('link', { name: 'Content library' });
  await admin.hover();
  await admin.focus();
  await admin.dispatchEvent('touchstart');
  await page.waitForTimeout(500);
  expect(
    requests.filter((request) => request.url().startsWith(remoteOrigin('admin_content'))),
  ).toEqual([]);
});
