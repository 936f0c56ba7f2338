// A draft link for a client: the SuperAdmin writes a draft and makes a preview link in the
// editor ("Share a preview"); a browser with no session opens it and reads the draft, and the
// server's HTML already holds its title and body, with noindex and a private, unstored reply.
// After Revoke, the link answers 404 with the page that says it no longer works.
import { expect, test } from '@playwright/test';
import { adminLogin, api, deletePost, signIn } from '../support/api';
import { editPost, focusPostBody } from '../support/editor';
import { admin, siteUrl, tenantId } from '../support/env';

const blogManagement = '/superadmin/content-library/blog-management';
const GONE = 'This preview link has expired, was revoked, or its post is already published.';

test('a preview link shows the draft to a browser with no session, server-rendered and private; revoked, it answers 404', async ({
  page,
  browser,
  request,
}) => {
  const title = `Kessler Auto case study ${Date.now().toString(36)}`;
  const body = 'Forty new bookings a month after the new site.';
  const { token } = await adminLogin();
  let id: string | undefined;
  try {
    await signIn(page, admin, blogManagement);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Post Title').fill(title);
    await focusPostBody(page);
    await page.keyboard.type(body);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByText('The post was saved.')).toBeVisible();
    const posts = await api<{ _id: string; title: string }[]>('GET', `/posts/${tenantId}`, {
      token,
    });
    id = posts.body.find((post) => post.title === title)?._id;
    expect(id).toBeDefined();

    await editPost(page, title);
    await page.getByRole('button', { name: 'Share a preview' }).click();
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const link = await page.getByRole('textbox', { name: 'Your new preview link' }).inputValue();
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/tech&tranquility\/preview\/[A-Za-z0-9_-]{43}$/);

    // A fresh browser: no session at all.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${siteUrl}${path}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      visitorPage.getByText(/^Draft preview: this post is not published yet\. Shared until /),
    ).toBeVisible();
    await visitor.close();

    const served = await request.get(`${siteUrl}${path}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toMatch(/private|no-store/);
    expect(served.headers()['x-robots-tag']).toBe('noindex');
    const html = await served.text();
    expect(html).toContain(title);
    expect(html).toContain(body);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('property="og:');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Revoke link / }).click();
    await expect(page.getByText(/is revoked: it no longer opens the draft\.$/)).toBeVisible();

    const revoked = await request.get(`${siteUrl}${path}`);
    expect(revoked.status()).toBe(404);
    expect(revoked.headers()['cache-control']).toMatch(/private|no-store/);
    expect(await revoked.text()).toContain(GONE);
  } finally {
    if (id) await deletePost(token, id);
  }
});
