// A remote's chunk that fails to load is tried again before the unavailable message shows: the
// blog list's chunk answering 503 once still shows the blog, and the retry is reported and
// counted in the render server's /metrics (apart from errors); answering 503 four times shows
// the message, and "Try again", once the chunk is back, brings the blog into the same page
// without a reload.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { metricsPorts, remoteOrigin, root } from '../support/env';
import { metricSum } from '../support/metrics';

/** The blog list page's own chunk (a lazy route of the blog), found through the source maps
 * the build keeps beside it. */
function blogListChunk(): string {
  const dist = path.join(root, 'remotes/blog/dist');
  const map = readdirSync(dist)
    .filter((file) => file.endsWith('.js.map') && !file.startsWith('__federation'))
    .find((file) =>
      (
        JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] }
      ).sources.some((source) => source.endsWith('/src/pages/blog-list.tsx')),
    );
  if (!map) throw new Error('No chunk of the blog build holds src/pages/blog-list.tsx.');
  return `${remoteOrigin('blog')}/${map.replace(/\.map$/, '')}`;
}

/** Answers the chunk 503 for its first `failures` requests; returns the count of requests. */
async function failChunk(page: Page, failures: number): Promise<{ requests: () => number }> {
  const chunk = blogListChunk();
  let requests = 0;
  await page.route(
    (url) => `${url.origin}${url.pathname}` === chunk,
    async (route) => {
      requests += 1;
      if (requests <= failures) await route.fulfill({ status: 503, body: 'busy' });
      else await route.continue();
    },
  );
  return { requests: () => requests };
}

/** Every retry the shell announces (`agency:remote-retry`), kept on window for the test. */
async function recordRetries(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { retries: unknown[] }).retries = seen;
    window.addEventListener('agency:remote-retry', (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  return () => page.evaluate(() => (window as unknown as { retries: unknown[] }).retries);
}

/** The blog's loads tried again and its errors, by phase, as the render server counted them. */
const retriesCounted = (phase: string) =>
  metricSum(metricsPorts.shell, 'render_remote_load_retries_total', { remote: 'blog', phase });
const errorsCounted = (phase: string) =>
  metricSum(metricsPorts.shell, 'render_remote_errors_total', { remote: 'blog', phase });

const blogHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Tech & Tranquility' });

test('a blog chunk failing once is fetched again: the blog shows, not the fallback', async ({
  page,
}) => {
  const chunk = await failChunk(page, 1);
  const retries = await recordRetries(page);
  const retriedBefore = await retriesCounted('chunk');
  const errorsBefore = await errorsCounted('chunk');
  const beacon = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/_health' && request.method() === 'POST',
  );
  await page.goto('/tech&tranquility');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(blogHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /temporarily unavailable/i })).toHaveCount(0);
  expect(chunk.requests()).toBe(2);
  expect(await retries()).toEqual([{ remote: 'blog', phase: 'chunk', attempt: 1 }]);
  expect((await beacon).postDataJSON()).toMatchObject({
    remote: 'blog',
    phase: 'chunk',
    route: '/tech&tranquility',
    attempt: 1,
  });
  await expect.poll(() => retriesCounted('chunk')).toBe(retriedBefore + 1);
  expect(await errorsCounted('chunk')).toBe(errorsBefore);
});

test('a blog chunk failing four times shows the fallback; Try again brings the blog without a reload', async ({
  page,
}) => {
  const chunk = await failChunk(page, 4);
  const retries = await recordRetries(page);
  const retriedBefore = await retriesCounted('chunk');
  const errorsBefore = await errorsCounted('chunk');
  await page.goto('/tech&tranquility');
  await expect(
    page.getByRole('heading', { name: 'The blog is temporarily unavailable' }),
  ).toBeVisible();
  expect(chunk.requests()).toBe(4);
  expect(await retries()).toHaveLength(3);
  // Three tries again counted as retries, the failure after them as one error.
  await expect.poll(() => retriesCounted('chunk')).toBe(retriedBefore + 3);
  await expect.poll(() => errorsCounted('chunk')).toBe(errorsBefore + 1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The same document all along: a mark set now survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(blogHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /temporarily unavailable/i })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});
