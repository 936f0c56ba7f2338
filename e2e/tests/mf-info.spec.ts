// Which version is this: with ?mf-info the SuperAdmin sees each remote's part of the page
// outlined and named with the build that served it (the blog deployed to a folder target, with
// its deploy time and commit), the server's build equal to the browser's; a visitor with
// ?mf-info sees nothing, and the page names no more of its versions than without it; a
// previewing browser (no session) gets the overlay from the preview bar's "Show versions".
// MFINFO_SHOTS=/tmp/shots saves the outlined blog page at 1280 and 390 px.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Closable } from '../support/app-servers';
import { signIn } from '../support/api';
import {
  BLOG,
  blogDist,
  deployTarget,
  serveFolderTarget,
  shellOrigin,
  startShell,
} from '../support/deploy';
import { admin, extraBlogPort, root } from '../support/env';

const work = path.join(root, '.e2e-mf-info');
const COMMIT = 'e2e0c0ffee1';
const SECRET = 'e2e-mf-info-secret';
const target = path.join(work, 'folder-target');
let origin: Closable | undefined;
let shell: Closable | undefined;
let live = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(work, { recursive: true, force: true });
  origin = await serveFolderTarget(target);
  const deployed = await deployTarget(target).deploy(blogDist, '--commit', COMMIT);
  expect(deployed.status, deployed.out).toBe(0);
  live = /blog: ([0-9a-f]{12}) is live on /.exec(deployed.out)![1]!;
  shell = await startShell(`http://localhost:${extraBlogPort}/mf-manifest.json`, {
    env: { PREVIEW_SECRET: SECRET },
  });
});

test.afterAll(async () => {
  await shell?.close();
  await origin?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the SuperAdmin sees each remote’s part of the page named with its version, server and browser agreeing', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shellOrigin });
  const page = await context.newPage();
  await signIn(page, admin, `${BLOG}?mf-info`);
  const overlay = page.getByRole('complementary', { name: 'Versions of this page' });
  const blog = overlay.getByRole('note').filter({ hasText: 'blog ' });
  await expect(blog).toContainText(`blog ${live}`);
  await expect(blog).toContainText('Live for every visitor');
  await expect(blog).toContainText(`Commit ${COMMIT}`);
  await expect(blog).toContainText(/Deployed \d{4}-\d\d-\d\dT/);
  await expect(blog).toContainText(`Server ${live} · browser ${live}`);
  await expect(blog).not.toContainText('Warning');
  // The outline covers the blog's part of the page, not the layout around it.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const label = await blog.boundingBox();
  expect(heading && label && label.y <= heading.y + 4).toBe(true);

  // Readable lines inside the screen at 1280 and 390 px (MFINFO_SHOTS: saved).
  const shots = process.env.MFINFO_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(blog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await blog.boundingBox();
        return box ? box.width > 250 && box.x >= 0 && box.x + box.width <= width : false;
      })
      .toBe(true);
    if (shots) await page.screenshot({ path: path.join(shots, `mf-info-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another remote's page, reached by a client-side navigation: its part is named too (the
  // suite's marketing is served from its dist/, without versions: both sides say so).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const marketing = overlay.getByRole('note').filter({ hasText: 'marketing ' });
  await expect(marketing).toContainText('marketing unversioned');
  await expect(marketing).toContainText('Server unversioned · browser unversioned');
  await context.close();
});

test('a visitor with ?mf-info sees nothing, and the page names no version it would not name without it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shellOrigin });
  const page = await context.newPage();
  const refused = page.waitForResponse((response) => response.url().endsWith('/_mf-info'));
  const response = await page.goto(`${BLOG}?mf-info`);
  const html = await response!.text();
  expect((await refused).status()).toBe(403);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('#mf-info-overlay')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(html).not.toContain('"versions"');
  expect(html).not.toContain(COMMIT);
  // The browser's runtime names the live build's manifest as it always does; ?mf-info adds no
  // mention of it.
  const plain = await (await fetch(`${shellOrigin}${BLOG}`)).text();
  const mentions = (text: string) => text.split(live).length - 1;
  expect(mentions(html)).toBe(mentions(plain));
  await context.close();
});

test('a previewing browser shows and hides the overlay from the preview bar, without a session', async ({
  browser,
}) => {
  const made = await deployTarget(target, { PREVIEW_SECRET: SECRET }).preview(
    live,
    '--hours',
    '1',
    '--site',
    shellOrigin,
  );
  expect(made.status, made.out).toBe(0);
  const link = /(http:\S+\/_preview\?\S+)/.exec(made.out)![1]!;
  const context = await browser.newContext({ baseURL: shellOrigin });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const bar = page.getByRole('complementary', { name: 'Version preview' });
  await bar.getByRole('link', { name: 'Show versions' }).click();
  const blog = page.getByRole('complementary', { name: 'Versions of this page' }).getByRole('note');
  await expect(blog).toContainText(`blog ${live}`);
  await expect(blog).toContainText('Previewed: the live build');
  await expect(blog).toContainText(`Server ${live} · browser ${live}`);
  await bar.getByRole('link', { name: 'Hide versions' }).click();
  await expect(blog).toHaveCount(0);
  await context.close();
});
