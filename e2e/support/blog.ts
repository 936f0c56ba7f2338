import { expect, type Page } from '@playwright/test';

/** Searches the blog list and presses a tag through its controls, as a reader does. */
export async function searchAndPressTag(page: Page, query: string, tag: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(query);
  await page
    .getByRole('group', { name: 'Filter by tag' })
    .getByRole('button', { name: tag })
    .click();
}

/** The api's minimum fill time (SPAM_MIN_FILL_MS): a form sent sooner is taken for a bot's. */
export const MIN_FILL_MS = 3_000;

/**
 * Writes and posts a comment on the open post as a person does: not faster than the spam
 * guard's minimum time after the form appeared (a test typing at once would be filed as spam).
 */
export async function postComment(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  const button = page.getByRole('button', { name: 'Post comment' });
  // Enabled once the page's script runs, which is when the form starts its clock.
  await expect(button).toBeEnabled();
  const shown = Date.now();
  await box.fill(text);
  const wait = MIN_FILL_MS + 300 - (Date.now() - shown);
  if (wait > 0) await page.waitForTimeout(wait);
  await button.click();
}
