import type { Page } from '@playwright/test';

/** Searches the blog list and presses a tag through its controls, as a reader does. */
export async function searchAndPressTag(page: Page, query: string, tag: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(query);
  await page
    .getByRole('group', { name: 'Filter by tag' })
    .getByRole('button', { name: tag })
    .click();
}
