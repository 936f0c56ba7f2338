// Layout that holds: on every public route at a desktop and a phone width, card rows line up
// their headings, nothing reaches past the viewport, prices stay on one line at desktop width and
// the page does not jump while it loads (CLS). One page load per route and width.
//
// LAYOUT_SHOTS=/tmp/shots also saves a full-page screenshot of each route in both themes, and
// LAYOUT_REPORT=/tmp/cls.jsonl appends each route's CLS (neither is set in CI).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { layoutProblems, layoutShift, settle, trackLayoutShifts } from '../support/layout';
import { publicRoutes } from '../support/routes';

const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const MAX_CLS = 0.05;

const routes = [...publicRoutes.marketing, ...publicRoutes.blog, ...publicRoutes.account];

function fileName(route: string, width: number, theme: string): string {
  const slug = route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
  return `${slug}-${width}-${theme}.png`;
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route} holds its grid and does not shift`, async ({ page }) => {
        await trackLayoutShifts(page);
        await page.goto(route);
        await settle(page);

        const { cls, shifts } = await layoutShift(page);
        const problems = await layoutProblems(page);
        if (process.env.LAYOUT_REPORT) {
          appendFileSync(
            process.env.LAYOUT_REPORT,
            `${JSON.stringify({ route, width: viewport.width, cls, shifts, ...problems })}\n`,
          );
        }
        if (process.env.LAYOUT_SHOTS) {
          mkdirSync(process.env.LAYOUT_SHOTS, { recursive: true });
          for (const theme of ['light', 'dark']) {
            await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
            await page.screenshot({
              path: path.join(process.env.LAYOUT_SHOTS, fileName(route, viewport.width, theme)),
              fullPage: true,
            });
          }
        }

        expect.soft(problems.misalignedRows, 'card headings in one row line up').toEqual([]);
        expect.soft(problems.overflowing, 'nothing overflows the viewport').toEqual([]);
        if (viewport.width >= 1280)
          expect.soft(problems.wrappedPrices, 'prices stay on one line').toEqual([]);
        expect(cls, `layout shifts: ${shifts.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
