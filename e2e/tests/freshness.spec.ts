// Content is fresh within a second on every render server: a post published, then unpublished,
// through the api shows on (and leaves) the public blog list, its own URL and the feed of two
// render servers whose page caches were warm (they keep pages 5 s otherwise).
import { expect, test } from '@playwright/test';
import { adminLogin, api, createPost, deletePost } from '../support/api';
import { tenantId } from '../support/env';
import { fetchText, twoRenderServers } from '../support/app-servers';

const shells = twoRenderServers();
const FRESH_MS = 1000;
const BLOG = '/tech&tranquility';

/** Polls every render server until `ready` holds for all; the time it took after the write. */
async function untilEvery(
  since: number,
  ready: (shell: string) => Promise<boolean>,
): Promise<number> {
  const pending = new Set(shells);
  while (pending.size && Date.now() - since < 5000) {
    for (const shell of [...pending]) if (await ready(shell)) pending.delete(shell);
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect([...pending], 'render servers still showing the old content').toEqual([]);
  return Date.now() - since;
}

test('a post published shows on both render servers within a second, and unpublished it is gone and 404 within a second', async ({
  page,
}) => {
  const { token } = await adminLogin();
  const title = `Fresh within a second ${Date.now().toString(36)}`;
  const post = await createPost(token, { title, content: '<p>Fresh.</p>' });
  const postUrl = (shell: string) => `${shell}${BLOG}/${post.slug}`;
  const listUrl = (shell: string) => `${shell}${BLOG}`;
  try {
    // Both render servers cache the list without the draft.
    for (const shell of shells) expect((await fetchText(listUrl(shell))).body).not.toContain(title);

    let since = Date.now();
    expect((await api('POST', `/posts/${tenantId}/${post._id}/publish`, { token })).status).toBe(
      200,
    );
    const published = await untilEvery(since, async (shell) =>
      (await fetchText(listUrl(shell))).body.includes(title),
    );
    expect(published).toBeLessThan(FRESH_MS);
    await page.goto(`${shells[1]}${BLOG}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    // Both cache the post's page and the list with it.
    for (const shell of shells) {
      expect((await fetchText(postUrl(shell))).status).toBe(200);
      expect((await fetchText(listUrl(shell))).body).toContain(title);
    }
    expect((await fetchText(`${shells[0]}/rss.xml`)).body).toContain(title);

    since = Date.now();
    expect((await api('POST', `/posts/${tenantId}/${post._id}/unpublish`, { token })).status).toBe(
      200,
    );
    const gone = await untilEvery(
      since,
      async (shell) =>
        (await fetchText(postUrl(shell))).status === 404 &&
        !(await fetchText(listUrl(shell))).body.includes(title),
    );
    expect(gone).toBeLessThan(FRESH_MS);
    expect((await fetchText(`${shells[0]}/rss.xml`)).body).not.toContain(title);
    expect((await fetchText(`${shells[1]}/sitemap.xml`)).body).not.toContain(post.slug);
  } finally {
    await deletePost(token, post._id);
  }
});
