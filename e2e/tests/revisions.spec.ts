// A post's history: the SuperAdmin writes a post and saves it three times in the editor, then
// restores the first version from the History panel: the post holds the first text again, the
// history lists four versions (the restore is one), the diff named the changed words, and the
// audit log records the restore.
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, api, deletePost, signIn } from '../support/api';
import { admin, tenantId } from '../support/env';
import { editPost, focusPostBody } from '../support/editor';
import { writerShots } from '../support/shots';

const blogManagement = '/superadmin/content-library/blog-management';

/** Replaces the editor's body with `text` and saves; the pane closes on success. */
async function saveBody(page: Page, text: string) {
  await focusPostBody(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('The post was saved.')).toBeVisible();
}

test('three saves, then the first version restored: the post holds it, four versions, the diff and the audit entry', async ({
  page,
}) => {
  const title = `Brake pads ${Date.now().toString(36)}`;
  const { token } = await adminLogin();
  let id: string | undefined;
  try {
    await signIn(page, admin, blogManagement);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Post Title').fill(title);
    await saveBody(page, 'Change the pads every spring.');
    await editPost(page, title);
    await saveBody(page, 'Change the pads every summer.');
    await editPost(page, title);
    await saveBody(page, 'Change the pads every autumn.');

    const posts = await api<{ _id: string; title: string }[]>('GET', `/posts/${tenantId}`, {
      token,
    });
    id = posts.body.find((post) => post.title === title)?._id;
    expect(id).toBeDefined();

    await editPost(page, title);
    await page.getByRole('button', { name: 'Show history' }).click();
    const versions = page.getByRole('list', { name: 'Saved versions' }).getByRole('button');
    await expect(versions).toHaveCount(3);
    await versions.filter({ hasText: /^Version 1:/ }).click();
    const changes = page.getByRole('region', { name: 'Changes from version 1 to now' });
    const body = changes.getByLabel('Body');
    await expect(body.locator('del')).toHaveText('spring.');
    await expect(body.locator('ins')).toHaveText('autumn.');
    await writerShots(page, 'history');

    await changes.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version 1 was restored as version 4.')).toBeVisible();
    await expect(versions).toHaveCount(4);
    await expect(versions.first()).toHaveText(/^Version 4: Restored an earlier version by /);
    await expect(page.getByRole('textbox', { name: /Post Content/ })).toContainText(
      'Change the pads every spring.',
    );

    const now = await api<{ content: string; version: number }>('GET', `/posts/${tenantId}/${id}`, {
      token,
    });
    expect(now.body).toEqual(
      expect.objectContaining({ content: '<p>Change the pads every spring.</p>', version: 4 }),
    );
    const audit = await api<{ action: string; object: { id: string } | null }[]>(
      'GET',
      `/audit/${tenantId}?action=post.restore`,
      { token },
    );
    expect(audit.body.filter((entry) => entry.object?.id === id)).toHaveLength(1);
  } finally {
    if (id) await deletePost(token, id);
  }
});
