// Autosave: the SuperAdmin types in a post's editor and closes the page without saving. Opened
// again (in a fresh browser, so only the api's autosave can offer it), the editor offers
// "Restore what you were writing at …" and Restore brings the text back word for word. With the
// api's autosave unreachable while typing, the copy kept in the browser is offered and restored
// the same way.
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createPost, deletePost, signIn } from '../support/api';
import { admin } from '../support/env';
import { focusPostBody } from '../support/editor';

const blogManagement = '/superadmin/content-library/blog-management';
const typed = 'Winter tyres wait for nobody: book the fitting before the first frost.';

async function edit(page: Page, title: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
}

/** Opens the post again and restores what the offer holds; the body then holds `typed`. */
async function reopenAndRestore(page: Page, title: string) {
  await signIn(page, admin, blogManagement);
  await edit(page, title);
  await expect(
    page.getByRole('heading', { name: /^Restore what you were writing at \d\d:\d\d$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /Post Content/ })).toHaveText(typed);
}

test.describe('autosave', () => {
  let token = '';
  let postId: string | undefined;
  let title = '';

  test.beforeEach(async () => {
    token = (await adminLogin()).token;
    title = `Tyre season ${Date.now().toString(36)}`;
    postId = (await createPost(token, { title, content: '<p>Draft.</p>' }))._id;
  });
  test.afterEach(async () => {
    if (postId) await deletePost(token, postId);
  });

  test('typed, 3 s, page closed unsaved: a fresh browser is offered the text and restores it word for word', async ({
    browser,
    page,
  }) => {
    await signIn(page, admin, blogManagement);
    await edit(page, title);
    await focusPostBody(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.waitForTimeout(3_000);
    await expect(page.getByText(/^Autosaved at \d\d:\d\d$/)).toBeVisible();
    await page.close();

    const fresh = await browser.newContext();
    try {
      await reopenAndRestore(await fresh.newPage(), title);
    } finally {
      await fresh.close();
    }
  });

  test('with the api’s autosave unreachable while typing, the browser’s copy is offered and restored word for word', async ({
    context,
    page,
  }) => {
    await context.route('**/autosave', (route) => route.abort());
    await signIn(page, admin, blogManagement);
    await edit(page, title);
    await focusPostBody(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.waitForTimeout(3_000);
    await expect(
      page.getByText('Not autosaved yet: kept in this browser; will retry'),
    ).toBeVisible();
    await page.close();

    await reopenAndRestore(await context.newPage(), title);
  });
});
