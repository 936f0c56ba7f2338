// A time-boxed post: published with an unpublish time ~20 s ahead, it is on the blog list, in
// the feed and in the sitemap of two render servers (as behind a load balancer); at its time
// the api takes it back to Draft by itself (the e2e api looks for due posts every second) and
// every render server drops it from all three and answers 404 at its URL.
import { expect, test } from '@playwright/test';
import { adminLogin, createPost, deletePost, signIn } from '../support/api';
import { admin } from '../support/env';
import { fetchText, twoRenderServers } from '../support/app-servers';

const shells = twoRenderServers();
const BLOG = '/tech&tranquility';
const blogManagement = '/superadmin/content-library/blog-management';
/** The scheduler's period (SCHEDULED_POSTS_CHECK_MS) plus the second every render server has
 * to drop a changed page. */
const GONE_MS = 2000;

test('a post set to unpublish in 20 s is listed, in the feed and the sitemap, then gone from all three and 404 on both render servers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { token } = await adminLogin();
  const title = `Winter tyre special ${Date.now().toString(36)}`;
  const unpublishAt = new Date(Date.now() + 20_000).toISOString();
  const post = await createPost(token, {
    title,
    content: '<p>Until the end of the offer.</p>',
    status: 'Published',
    unpublishAt,
  });
  const shows = async (shell: string) => {
    const [list, feed, sitemap, own] = await Promise.all([
      fetchText(`${shell}${BLOG}`),
      fetchText(`${shell}/rss.xml`),
      fetchText(`${shell}/sitemap.xml`),
      fetchText(`${shell}${BLOG}/${post.slug}`),
    ]);
    return {
      list: list.body.includes(title),
      feed: feed.body.includes(title),
      sitemap: sitemap.body.includes(post.slug),
      status: own.status,
    };
  };
  try {
    // The owner sees when it goes down.
    await signIn(page, admin, blogManagement);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(row).toContainText('Goes down');
    await expect(row.locator(`time[datetime="${unpublishAt}"]`)).toBeVisible();

    for (const shell of shells)
      await expect
        .poll(() => shows(shell))
        .toEqual({ list: true, feed: true, sitemap: true, status: 200 });

    // Nobody acts: at its time it leaves every render server.
    const at = new Date(unpublishAt).getTime();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    const pending = new Set(shells);
    while (pending.size && Date.now() - at < 10_000) {
      for (const shell of [...pending]) {
        const seen = await shows(shell);
        if (!seen.list && !seen.feed && !seen.sitemap && seen.status === 404) pending.delete(shell);
      }
      if (pending.size) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...pending], 'render servers still showing the post').toEqual([]);
    expect(Date.now() - at).toBeLessThan(GONE_MS);

    // The owner's list has it back as a draft, with no time left to go down.
    await page.reload();
    await expect(row).toContainText('Draft');
    await expect(row).not.toContainText('Goes down');
  } finally {
    await deletePost(token, post._id);
  }
});
