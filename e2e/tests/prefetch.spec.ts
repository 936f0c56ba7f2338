// Another remote's code is fetched before the click: resting the pointer on a link to /services
// on a blog page fetches the marketing remote's entry and routes chunk, and the click then shows
// the page; a visitor never fetches the admin remote, however its links are approached.
import { expect, test, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteOrigin, root } from '../support/env';
import { recordRequests } from '../support/visits';

/** The marketing remote's routes chunk (its exposed `./routes`), from its build's manifest. */
function marketingRoutesChunk(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'remotes/marketing/dist/mf-manifest.json'), 'utf8'),
  ) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  return `${remoteOrigin('marketing')}/${routes!.assets.js.sync[0]}`;
}

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
  // The entry and the routes chunk, then the page's own code, all before the click.
  await expect
    .poll(() => scriptsFrom(requests, 'marketing').map(({ url }) => new URL(url).pathname))
    .toEqual(expect.arrayContaining(['/remoteEntry.js']));
  // (Polled: a 'networkidle' wait returns at once on a page that reached it before the hover,
  // which made this flaky.)
  await expect.poll(() => scriptsFrom(requests, 'marketing').length).toBeGreaterThanOrEqual(3);
  const beforeClick = scriptsFrom(requests, 'marketing').map(({ url }) => url);
  expect(beforeClick).toContain(marketingRoutesChunk());

  await link.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main h1').first()).not.toHaveText(/temporarily unavailable|404/i);
  // The click fetched none of it again (only what the page's components load as they render).
  const afterClick = scriptsFrom(requests, 'marketing').map(({ url }) => url);
  expect(afterClick.slice(0, beforeClick.length)).toEqual(beforeClick);
  expect(afterClick.slice(beforeClick.length)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/remoteEntry\.js|__federation_expose/)]),
  );
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
