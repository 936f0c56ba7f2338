// No silent overwrite: two browsers of the owner open one post; the first saves, the second's
// save meets the newer version and gets the conflict view with both texts. Whichever the
// second writer chooses, neither text is lost: "Take theirs" keeps theirs in the editor and
// the writer's own beside it to copy from; "Keep mine" saves the writer's, and the other
// text stays in the post's history.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminLogin, api, createPost, deletePost, signIn } from '../support/api';
import { admin, tenantId } from '../support/env';
import { editPost, focusPostBody } from '../support/editor';
import { writerShots } from '../support/shots';

const blogManagement = '/superadmin/content-library/blog-management';
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A signed-in owner's page with the post open in the editor. */
async function openEditor(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, admin, blogManagement);
  await editPost(page, title);
  await focusPostBody(page);
  return page;
}

/** Replaces the body with `text` and presses Save. */
async function typeAndSave(page: Page, text: string) {
  await focusPostBody(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Save Post' }).click();
}

for (const choice of ['Take theirs', 'Keep mine'] as const) {
  test(`two browsers save one post: the second gets both texts side by side; "${choice}" loses neither`, async ({
    browser,
  }) => {
    const { token } = await adminLogin();
    const title = `Timing belts ${Date.now().toString(36)}`;
    const post = await createPost(token, { title, content: '<p>Replace the belt.</p>' });
    const first = 'Replace the belt every 60,000 miles.';
    const second = 'Replace the belt with the water pump.';
    try {
      const dana = await openEditor(browser, title);
      const sam = await openEditor(browser, title);
      // The second browser is told the post is open elsewhere (the same owner, another tab).
      await expect(sam.getByText(/^Also open in another tab of yours, /)).toBeVisible();

      await typeAndSave(dana, first);
      await expect(dana.getByText('The post was saved.')).toBeVisible();

      await typeAndSave(sam, second);
      const conflict = sam.getByRole('region', { name: 'Someone else saved this post' });
      await expect(conflict).toBeVisible();
      await expect(
        conflict.getByRole('region', { name: 'Their version (saved now)' }),
      ).toContainText(first);
      await expect(
        conflict.getByRole('region', { name: 'Your version (not saved yet)' }),
      ).toContainText(second);
      if (choice === 'Take theirs') await writerShots(sam, 'conflict');

      await conflict.getByRole('button', { name: choice }).click();
      const saved = async () =>
        (await api<{ content: string }>('GET', `/posts/${tenantId}/${post._id}`, { token })).body
          .content;
      if (choice === 'Take theirs') {
        await expect(sam.getByRole('textbox', { name: /Post Content/ })).toContainText(first);
        await expect(sam.getByText('Your version, as you had typed it')).toBeVisible();
        await expect(sam.getByText(second)).toBeVisible();
        expect(await saved()).toBe(`<p>${first}</p>`);
      } else {
        await expect(sam.getByText('The post was saved.')).toBeVisible();
        expect(await saved()).toBe(`<p>${second}</p>`);
        // The other writer's text is one of the post's versions.
        const revisions = await api<{ _id: string }[]>(
          'GET',
          `/posts/${tenantId}/${post._id}/revisions`,
          { token },
        );
        const bodies = await Promise.all(
          revisions.body.map(
            async ({ _id }) =>
              (
                await api<{ content: string }>(
                  'GET',
                  `/posts/${tenantId}/${post._id}/revisions/${_id}`,
                  { token },
                )
              ).body.content,
          ),
        );
        expect(bodies).toContain(`<p>${first}</p>`);
      }
    } finally {
      await deletePost(token, post._id);
    }
  });
}
