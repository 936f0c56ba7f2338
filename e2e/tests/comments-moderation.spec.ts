// Comment moderation on the composed site against the real api: a visitor's comment hidden by
// the SuperAdmin in the Comments screen leaves the post's server HTML within a second, and a
// blocked commenter's next comment waits for approval instead of showing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  api,
  createVerifiedUser,
  login,
  postsOfSuite,
  signIn,
  type PostReply,
} from '../support/api';
import { postComment } from '../support/blog';
import { admin, siteUrl, tenantId } from '../support/env';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const COMMENTS_SCREEN = '/superadmin/content-library/comments';
const FRESH_MS = 1000;

/** The post page as the render server sends it (no script runs). */
async function serverHtml(post: PostReply): Promise<string> {
  const response = await fetch(`${siteUrl}/tech&tranquility/${post.slug}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Polls the post's server HTML until `ready` holds; how long that took after `since`. */
async function until(post: PostReply, since: number, ready: (html: string) => boolean) {
  while (Date.now() - since < 5000) {
    if (ready(await serverHtml(post))) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server HTML never changed');
}

test.describe('comment moderation', () => {
  const posts = postsOfSuite();

  async function publishedPost(): Promise<PostReply> {
    const post = await posts.create({
      title: `Moderated ${unique()}`,
      content: '<p>A post readers comment on.</p>',
      status: 'Published',
    });
    return post;
  }

  test('a comment the SuperAdmin hides in the Comments screen leaves the post’s server HTML within a second', async ({
    browser,
  }) => {
    const post = await publishedPost();
    const reader = await createVerifiedUser('reader');
    const text = `Rude remark ${unique()}`;

    const readerPage = await (await browser.newContext()).newPage();
    await signIn(readerPage, reader, `/tech&tranquility/${post.slug}`);
    await postComment(readerPage, text);
    const thread = readerPage.getByRole('region', { name: /^Comments/ });
    await expect(thread.getByText(text)).toBeVisible();
    await expect(readerPage.getByText('Thank you! Your comment has been posted.')).toBeVisible();
    await readerPage.context().close();
    // Public now, in the page every visitor gets.
    await until(post, Date.now(), (html) => html.includes(text));

    const page = await (await browser.newContext()).newPage();
    await signIn(page, admin, COMMENTS_SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search comments' }).fill(text);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(text);
    await expect(row).toContainText('Visible');

    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/state'),
    );
    await row.getByRole('button', { name: `Hide the comment by ${reader.username}` }).click();
    expect((await answered).status()).toBe(200);
    const hiddenAt = Date.now();
    await expect(page.getByText(`The comment by ${reader.username} is hidden.`)).toBeVisible();

    const took = await until(post, hiddenAt, (html) => !html.includes(text));
    expect(took, 'ms until the hidden comment left the server HTML').toBeLessThanOrEqual(FRESH_MS);
    await expect(row).toContainText('Hidden');
    // Nor in the api's public list.
    const publicList = await api<{ content: string }[]>(
      'GET',
      `/posts/${tenantId}/${post._id}/comments`,
    );
    expect(publicList.body.map((comment) => comment.content)).not.toContain(text);

    // The screen with a row and its delete question open has no accessibility violation.
    await row.getByRole('button', { name: `Delete the comment by ${reader.username}` }).click();
    await expect(row.getByRole('button', { name: 'Keep it' })).toBeFocused();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: 'Keep it' })).toHaveCount(0);
    await page.context().close();
  });

  test('a blocked commenter’s next comment is held for approval, not shown', async ({
    browser,
  }) => {
    const post = await publishedPost();
    const commenter = await createVerifiedUser('pest');
    const session = await login(commenter);
    const first = `First words ${unique()}`;
    const posted = await api('POST', `/posts/${tenantId}/${post._id}/comments`, {
      token: session.token,
      body: { content: first },
    });
    expect(posted.status).toBe(201);

    // The SuperAdmin blocks them from the Comments screen.
    const page = await (await browser.newContext()).newPage();
    await signIn(page, admin, COMMENTS_SCREEN);
    await page.getByRole('searchbox', { name: 'Search comments' }).fill(first);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Block ${commenter.username}` }).click();
    await expect(
      page.getByText(
        `${commenter.username} is blocked: their next comments will be held for approval.`,
      ),
    ).toBeVisible();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
    const blocked = page.getByRole('region', { name: 'Blocked commenters' });
    await expect(
      blocked.getByRole('button', { name: `Unblock ${commenter.username}` }),
    ).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Their next comment through the blog's form waits.
    const second = `After the block ${unique()}`;
    const commenterPage = await (await browser.newContext()).newPage();
    await signIn(commenterPage, commenter, `/tech&tranquility/${post.slug}`);
    await postComment(commenterPage, second);
    await expect(
      commenterPage.getByText('Thank you! Your comment will appear once it has been approved.'),
    ).toBeVisible();
    const thread = commenterPage.getByRole('region', { name: /^Comments/ });
    await expect(thread.getByText(first)).toBeVisible();
    await expect(thread.getByText(second)).toHaveCount(0);
    await commenterPage.context().close();

    const held = await api<{ content: string; stateReason: string }[]>(
      'GET',
      `/comments/${tenantId}?state=held&postId=${post._id}`,
      { token: posts.token() },
    );
    expect(held.body).toEqual([
      expect.objectContaining({ content: second, stateReason: 'blocked' }),
    ]);
    const html = await serverHtml(post);
    expect(html).toContain(first);
    expect(html).not.toContain(second);

    // In the Comments screen under Held for approval, where it can be approved.
    await page.getByRole('searchbox', { name: 'Search comments' }).fill(second);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Held for approval');
    await expect(
      row.getByRole('button', { name: `Approve the comment by ${commenter.username}` }),
    ).toBeVisible();
    await page.context().close();
  });
});
