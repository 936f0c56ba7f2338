// What a test watches while it walks the site: the requests sent, and a visitor's pass over
// every public route.
import { expect, type Page, type Request } from '@playwright/test';
import { publicRoutes } from './routes';

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
