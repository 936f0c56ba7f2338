// The post editor (CKEditor in the content library) used as the owner uses it.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiOrigin } from './env';

/** The editor's body once it is on screen, with the cursor in it. */
/** Opens the post called `title` from Blog Management's list in the editor. */
export async function editPost(page: Page, title: string): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
}

export async function focusPostBody(page: Page): Promise<Locator> {
  const body = page.getByRole('textbox', { name: /Post Content/ });
  await expect(body).toBeVisible();
  await body.click();
  return body;
}

/** Turns the current line into a level-2 heading through the toolbar, then types `text`. */
export async function typeHeading(page: Page, text: string) {
  await page.getByRole('button', { name: /, Heading$/ }).click();
  await page.getByRole('menuitemradio', { name: 'Heading 2' }).click();
  await page.keyboard.type(text);
}

/** Uploads a PNG through the toolbar's file button; the image in `body` once it is the api's. */
export async function uploadPng(page: Page, body: Locator, name: string, png: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image or video' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
  const uploaded = body.locator(`img[src^="${apiOrigin}/media/"]`);
  await expect(uploaded).toBeVisible();
  return uploaded;
}
