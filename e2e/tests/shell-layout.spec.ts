// The shell's frame in a real browser: the mobile More dialog is modal, and scrolling follows
// React Router's ScrollRestoration (a new page at the top, Back and Forward where they were).
import { expect, test } from '@playwright/test';
import { settle } from '../support/layout';

test.describe('the mobile More dialog', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is modal: focus stays inside, Escape closes it and focus returns to More', async ({
    page,
  }) => {
    // The browser's own warnings about the dialog (opened twice: by the command and a script).
    const dialogWarnings: string[] = [];
    page.on('console', (message) => {
      if (/dialog/i.test(message.text())) dialogWarnings.push(message.text());
    });
    await page.goto('/');
    await settle(page);
    const more = page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'More' });
    await more.click();
    const dialog = page.getByRole('dialog', { name: 'More' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('link', { name: 'About' })).toBeFocused();

    // More Tabs than the dialog has stops: focus never reaches the page behind it (it may
    // pass through the browser's own UI, where the document's active element is the body).
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate(
        (element) =>
          document.activeElement === document.body || element.contains(document.activeElement),
      );
      expect(inside, `focus after ${step + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
    expect(dialogWarnings).toEqual([]);
  });
});

test('a new page starts at the top; Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  const target = await page.evaluate(() =>
    Math.min(900, document.documentElement.scrollHeight - window.innerHeight),
  );
  expect(target).toBeGreaterThan(200);
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);

  // An in-app navigation (the header may be hidden while scrolled down: click through the DOM).
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('footer a[href="/careers"]')?.click(),
  );
  await expect.poll(() => new URL(page.url()).pathname).toBe('/careers');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
});
