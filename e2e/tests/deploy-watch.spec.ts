// The watch after a deploy, on a folder target followed by two render servers that write their
// health counts beside the pointer: a blog version that throws once a visitor presses Like
// (after hydration; its smoke check would pass) is deployed, 20 scripted visitors press Like on
// the two servers, and within the watch window the deploy command rolls it back by itself,
// exits non-zero saying why, both servers serve the version before, and `--list` names the phase
// and the message hash. Prints the time from the first failing browser to the rollback on both.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Closable } from '../support/app-servers';
import { buildChangedBlog } from '../support/changed-blog';
import {
  BLOG,
  blogDist,
  cleanUp,
  deployTarget,
  serveFolderTarget,
  shellOrigin,
  startShell,
} from '../support/deploy';
import { extraBlogPort, root, secondExtraShellPort } from '../support/env';

const work = path.join(root, '.e2e-deploy-watch');
const target = path.join(work, 'target');
const blogOrigin = `http://localhost:${extraBlogPort}`;
const shells = [shellOrigin, `http://localhost:${secondExtraShellPort}`];
const marker = `w${Date.now().toString(36)}`;
const { deploy, rollback } = deployTarget(target, { DEPLOY_WATCH_MINUTES: '1.5' });
const servers: Closable[] = [];
let blog: Closable | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(work, { recursive: true, force: true });
  const v1 = await deploy(blogDist);
  expect(v1.status, v1.out).toBe(0);
  blog = await serveFolderTarget(target);
  for (const [index, origin] of shells.entries())
    servers[index] = await startShell(`${blogOrigin}/mf-manifest.json`, {
      port: Number(new URL(origin).port),
      env: {
        HEALTH_STORE: target,
        HEALTH_SERVER_ID: `render-${index + 1}`,
        HEALTH_WRITE_MS: '500',
      },
    });
});

test.afterAll(() => cleanUp(work, blog, ...servers));

const serves = async (origin: string, text: string) =>
  (await (await fetch(`${origin}${BLOG}`)).text()).includes(text);

test('a version that throws after a Like press is rolled back by the watch on both render servers, with the phase and message hash in the history', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const dist = buildChangedBlog(path.join(work, 'v2'), marker, { throwOnLike: true });
  // The version before has views on both servers, so both write their counts.
  const firstPage = await browser.newPage();
  await firstPage.goto(`${shells[0]}${BLOG}`);
  const post = await firstPage.locator(`a[href^="${BLOG}/"]`).first().getAttribute('href');
  await firstPage.close();
  for (const origin of shells) await fetch(`${origin}${BLOG}`);
  await expect
    .poll(() => readdirSync(path.join(target, 'health')).length, {
      timeout: 10_000,
    })
    .toBe(2);

  const deploying = deploy(dist);
  await expect
    .poll(async () => (await Promise.all(shells.map((origin) => serves(origin, marker)))).join(), {
      timeout: 30_000,
      intervals: [200],
    })
    .toBe('true,true');

  let firstFailure = 0;
  for (let visitor = 0; visitor < 20; visitor += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shells[visitor % 2]}${post}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    if (!(await page.getByText(marker).first().isVisible())) {
      // Rolled back already: this visitor got the version before.
      await context.close();
      break;
    }
    const beacon = page.waitForResponse((response) => response.url().endsWith('/_health'));
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(
      page.getByRole('heading', { name: 'The blog is temporarily unavailable' }),
    ).toBeVisible();
    expect((await beacon).status()).toBe(204);
    firstFailure ||= Date.now();
    await context.close();
  }

  const deployed = await deploying;
  console.log(deployed.out.trim());
  expect(deployed.status, deployed.out).toBe(1);
  expect(deployed.out).toMatch(
    /blog: [0-9a-f]{12} is rolled back by the watch: .*phase render, message hash [0-9a-f]{8}.* is live again\./,
  );
  await expect
    .poll(async () => (await Promise.all(shells.map((origin) => serves(origin, marker)))).join(), {
      timeout: 5_000,
      intervals: [100],
    })
    .toBe('false,false');
  console.log(
    `first failing browser to the rollback on both render servers: ${Date.now() - firstFailure} ms`,
  );

  const list = await rollback('--list');
  expect(list.out).toMatch(
    /rolled back by the watch .*: [0-9a-f]{12} is live again: .*phase render, message hash [0-9a-f]{8}/,
  );
});
