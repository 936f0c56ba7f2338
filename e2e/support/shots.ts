// Screenshots for a closing note or a review: with WRITER_SHOTS=/tmp/shots a spec saves what a
// screen looks like at a desktop and a phone width; without it, nothing happens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const WIDTHS = [1280, 390] as const;

/** Saves `name-1280.png` and `name-390.png` of the page (or of `part` when given). */
export async function writerShots(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.WRITER_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(folder, `${name}-${width}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
