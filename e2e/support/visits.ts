// What a test watches while it walks the site: the requests sent, the dialogs opened, and a
// visitor's pass over every public route.
import { expect, type Page, type Request } from '@playwright/test';
import { publicRoutes } from './routes';

/**
 * The message of every browser dialog (alert, confirm, prompt) the page opens from now on, in
 * order; each is accepted or dismissed as `answer` says.
 */
export function recordDialogs(page: Page, answer: 'accept' | 'dismiss'): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog[answer]();
  });
  return dialogs;
}

/** Every request the page sends from now on, in order. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Opens each public route in turn and waits for its page heading; `then` checks the route
 * while it shows. */
export async function visitEveryPublicRoute(
  page: Page,
  then?: (path: string) => Promise<void>,
): Promise<void> {
  for (const path of Object.values(publicRoutes).flat()) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await then?.(path);
  }
}
