// The media library and scheduled publishing on the composed site against the real api: an
// image uploaded in the library is inserted into a post from the editor's picker, shows on the
// published post, and cannot be deleted while the post uses it; a post scheduled a few seconds
// ahead is 404 until its time, then shows on the blog list, at its URL, in the sitemap and in
// the feed without anyone acting (the e2e api looks for due posts every second).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, api, createPost, deletePost, signIn } from '../support/api';
import { admin, tenantId } from '../support/env';
import { gradientPng } from '../support/png';

const mediaPath = '/superadmin/content-library/media';
const blogManagement = '/superadmin/content-library/blog-management';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface MediaItem {
  name: string;
  url: string;
  usedBy: { title: string }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('the library uploads an image, the editor inserts it into a post, and the library refuses to delete it', async ({
  page,
}) => {
  const title = `Bay photo ${unique()}`;
  const { token } = await adminLogin();
  await signIn(page, admin, '/superadmin/content-library');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // The hub's Media tab leads to the library.
  await page.getByRole('tab', { name: 'Media', exact: true }).click();
  await page.getByRole('link', { name: 'Open the media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

  // Upload from the library.
  const before = (await api<MediaItem[]>('GET', `/media/${tenantId}`, { token })).body;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bay.png',
    mimeType: 'image/png',
    buffer: gradientPng(64, 40),
  });
  await expect(page.getByText('bay.png is uploaded.')).toBeVisible();
  const after = (await api<MediaItem[]>('GET', `/media/${tenantId}`, { token })).body;
  const uploaded = after.find((item) => !before.some((old) => old.name === item.name));
  expect(uploaded).toBeDefined();
  const label = `Image ${uploaded!.name.slice(0, 8)}`;
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label }) });
  await expect(row).toContainText('No post');
  await expect(row).toContainText('image/png');
  expect(await axeViolations(page)).toEqual([]);

  // Insert it into a new post from the editor's Media library picker, and publish the post.
  await page.goto(blogManagement);
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await page.getByLabel('Post Title').fill(title);
  const body = page.getByRole('textbox', { name: 'Post Content' });
  await body.click();
  await page.keyboard.type('A clean bay.');
  await page.getByRole('button', { name: 'Media library' }).click();
  const picker = page.getByRole('region', { name: 'Media library' });
  await picker.getByRole('button', { name: `Insert ${label}` }).click();
  await expect(body.locator(`img[src="${uploaded!.url}"]`)).toBeVisible();
  await page.getByLabel('Post Status').selectOption('Published');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  const posts = (
    await api<{ _id: string; slug: string; title: string; content: string }[]>(
      'GET',
      `/posts/${tenantId}?status=Published&limit=100`,
    )
  ).body;
  const post = posts.find((candidate) => candidate.title === title)!;
  expect(post.content).toContain(uploaded!.url);
  await page.goto(`/tech&tranquility/${post.slug}`);
  await expect(page.getByRole('main').locator(`img[src="${uploaded!.url}"]`)).toBeVisible();

  // The library names the post and refuses to delete the file.
  await page.goto(mediaPath);
  await expect(row).toContainText(title);
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${label}` }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `This file is used by “${title}”. Remove it from that post first.`,
  );
  await expect(row).toBeVisible();
  expect((await page.request.get(uploaded!.url)).status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);

  await deletePost(token, post._id);
});

test('a post scheduled a few seconds ahead goes live by itself: list, URL, sitemap and feed', async ({
  page,
  request,
}) => {
  const title = `Scheduled ${unique()}`;
  const { token } = await adminLogin();
  const publishAt = new Date(Date.now() + 8000).toISOString();
  const post = await createPost(token, {
    title,
    content: '<p>Out on time.</p>',
    status: 'Scheduled',
    publishAt,
  });

  // The management list shows it as Scheduled with its time; the public sees nothing yet.
  await signIn(page, admin, blogManagement);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(row).toContainText('Scheduled');
  await expect(row.locator(`time[datetime="${publishAt}"]`)).toBeVisible();
  expect((await request.get(`/tech&tranquility/${post.slug}`)).status()).toBe(404);

  // Nobody acts: the blog list shows it once its time has come.
  const visitor = await page.context().browser()!.newContext();
  const reader = await visitor.newPage();
  await expect(async () => {
    await reader.goto('/tech&tranquility');
    await expect(reader.getByRole('main').getByRole('heading', { name: title })).toHaveCount(1, {
      timeout: 2000,
    });
  }).toPass({ timeout: 40_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());

  const page200 = await request.get(`/tech&tranquility/${post.slug}`);
  expect(page200.status()).toBe(200);
  expect(await page200.text()).toContain(title);
  await expect
    .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(post.slug))
    .toBe(true);
  await expect
    .poll(async () => (await (await request.get('/rss.xml')).text()).includes(title))
    .toBe(true);
  await visitor.close();
  await deletePost(token, post._id);
});
