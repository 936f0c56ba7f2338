// The watch after a deploy (scripts/deploy-watch.mjs), followed by two render servers that write
// their health counts beside the blog's pointer (HEALTH_STORE): on a folder target, and on a
// bucket (s3rver on loopback, the render servers writing to it with the AWS SDK). A blog version
// that throws once a visitor presses Like (after hydration; its smoke check would pass) is
// deployed to each, 20 scripted visitors press Like on the two servers, and within the watch
// window the deploy command rolls it back by itself, exits non-zero saying why, both servers
// serve the version before, `--list` names the phase and the message hash and, on the bucket,
// `/metrics` counted the errors under that version. On the bucket too: a version that throws
// only in the server render (its visitors get the blog's unavailable message, with a 5xx) is
// rolled back the same way, and a healthy one with the same traffic is kept (the command exits
// 0 after its window). Prints the time from the first failing browser to the rollback on both
// servers.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildChangedBlog } from '../support/changed-blog';
import {
  BLOG,
  bucketBlogTarget,
  copyBlogDist,
  deployTarget,
  folderBlogTarget,
  testBucket,
  twoShellOrigins as shells,
  twoShellsOnTarget,
  type CommandResult,
} from '../support/deploy';
import { extraMetricsPorts, root } from '../support/env';

const work = path.join(root, '.e2e-deploy-watch');
const marker = `w${Date.now().toString(36)}`;
/** A failing version is rolled back as soon as the rule holds: the window only has to be
 * longer than 20 visitors. */
const FAILING_WINDOW_MINUTES = '1.5';
/** A healthy version is watched to the end of a shorter window (still longer than the traffic). */
const HEALTHY_WINDOW_MINUTES = '1';
const UNAVAILABLE = 'The blog is temporarily unavailable';
const LOGIN_HINT = 'Please log in to like or dislike posts.';

/** What each render server is started with: its counts written to `store` every 500 ms, under
 * its own name, and its metrics served. */
const watchedShell =
  (store: string, env: Record<string, string> = {}) =>
  (index: number) => ({
    ...env,
    HEALTH_STORE: store,
    HEALTH_SERVER_ID: `render-${index + 1}`,
    HEALTH_WRITE_MS: '500',
    SHELL_METRICS_PORT: String(extraMetricsPorts[index]),
  });

/** The builds of the cases, made once for both targets before any server of this file starts:
 * a build blocks this process, which serves the folder target and the bucket. (A build's folder
 * is two levels below the root, as the blog's webpack config expects.) */
const builds = { throwsOnLike: '', throwsOnServer: '' };

test.beforeAll(() => {
  test.setTimeout(300_000);
  rmSync(work, { recursive: true, force: true });
  builds.throwsOnLike = buildChangedBlog(path.join(work, 'throws-on-like'), marker, {
    throwOnLike: true,
  });
  builds.throwsOnServer = buildChangedBlog(path.join(work, 'throws-on-server'), `${marker}s`, {
    throwOnServer: true,
  });
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The first post of the blog's list, as a visitor finds it. */
async function firstPost(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${shells[0]}${BLOG}`);
  const post = await page.locator(`a[href^="${BLOG}/"]`).first().getAttribute('href');
  await page.close();
  expect(post).toBeTruthy();
  return post!;
}

/** Both render servers have views of the live version: each writes its counts (the watch only
 * runs on a target some render server writes to). */
async function bothServersCounting(written: () => Promise<number>) {
  for (const origin of shells) expect((await fetch(`${origin}${BLOG}`)).status).toBe(200);
  await expect.poll(written, { timeout: 10_000 }).toBe(2);
}

/** Waits until both render servers give out what `serves` looks for in the blog list's HTML. */
async function bothServe(serves: (html: string) => boolean, expected: boolean) {
  const both = async () =>
    (
      await Promise.all(
        shells.map(async (origin) => serves(await (await fetch(`${origin}${BLOG}`)).text())),
      )
    ).join();
  await expect
    .poll(both, { timeout: 30_000, intervals: [100] })
    .toBe(shells.map(() => expected).join());
}

/**
 * The traffic of every case: 20 visitors, each in a fresh browser, open `post` alternately on
 * each render server and, once the page is live, press Like. A version `failing` after a Like
 * press shows the blog's unavailable message then (and its beacon is answered 204); one failing
 * in the server render shows it at once, with a 5xx, and there is no Like to press; a healthy
 * one tells the visitor to log in. A visitor who is given the version before (`isNew` false:
 * rolled back already) ends the traffic. Returns how many met the new version, and when the
 * first of them met it failing.
 */
async function visitorsPressLike(
  browser: Browser,
  post: string,
  {
    isNew,
    failing,
  }: {
    isNew: (page: Page) => Promise<boolean>;
    failing: 'server-render' | 'after-like' | 'never';
  },
) {
  let visited = 0;
  let firstFailure = 0;
  const unavailable = (page: Page) => page.getByRole('heading', { name: UNAVAILABLE });
  for (let visitor = 0; visitor < 20; visitor += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${shells[visitor % 2]}${post}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    if (!(await isNew(page))) {
      await context.close();
      break;
    }
    visited += 1;
    if (failing === 'server-render') {
      expect(response?.status(), 'the server render of the post failed').toBeGreaterThanOrEqual(
        500,
      );
      await expect(unavailable(page)).toBeVisible();
      firstFailure ||= Date.now();
    } else {
      const beacon =
        failing === 'after-like'
          ? page.waitForResponse((reply) => reply.url().endsWith('/_health'))
          : undefined;
      await page.getByRole('button', { name: /^Like/ }).click({ timeout: 10_000 });
      if (beacon) {
        await expect(unavailable(page)).toBeVisible();
        expect((await beacon).status()).toBe(204);
        firstFailure ||= Date.now();
      } else await expect(page.getByText(LOGIN_HINT)).toBeVisible();
    }
    await context.close();
  }
  return { visited, firstFailure };
}

/** The deploy command ended with the version rolled back by the watch, saying why. */
function expectRolledBack(deployed: CommandResult, phase: string) {
  console.log(deployed.out.trim());
  expect(deployed.status, deployed.out).toBe(1);
  expect(deployed.out).toMatch(
    new RegExp(
      `blog: [0-9a-f]{12} is rolled back by the watch: .*phase ${phase}, message hash [0-9a-f]{8}.* is live again\\.`,
    ),
  );
}

/** `--list` records the rollback next to the version, with the phase and the message hash. */
async function expectHistoryNames(
  rollback: ReturnType<typeof deployTarget>['rollback'],
  version: string,
  phase: string,
) {
  const list = await rollback('--list');
  expect(list.out).toMatch(
    new RegExp(
      `^  ${version}  .*rolled back by the watch .*: [0-9a-f]{12} is live again: .*phase ${phase}, message hash [0-9a-f]{8}`,
      'm',
    ),
  );
}

test.describe('on a folder target', () => {
  test.describe.configure({ mode: 'serial' });
  const folderWork = path.join(work, 'folder');
  const target = folderBlogTarget(folderWork);
  const { deploy, rollback } = twoShellsOnTarget(folderWork, target, {
    commandEnv: { DEPLOY_WATCH_MINUTES: FAILING_WINDOW_MINUTES },
    shellEnv: watchedShell(target.to),
  });
  const pointer = () =>
    (JSON.parse(readFileSync(path.join(target.to, 'current.json'), 'utf8')) as { version: string })
      .version;

  test('a version that throws after a Like press is rolled back by the watch on both render servers, with the phase and message hash in the history', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const dist = builds.throwsOnLike;
    const post = await firstPost(browser);
    await bothServersCounting(
      async () =>
        ['render-1', 'render-2'].filter((server) =>
          existsSync(path.join(target.to, 'health', `${server}.json`)),
        ).length,
    );

    const before = pointer();
    const deploying = deploy(dist);
    const marked = (html: string) => html.includes(marker);
    await bothServe(marked, true);
    const version = pointer();
    expect(version).not.toBe(before);
    const { visited: pressed, firstFailure } = await visitorsPressLike(browser, post, {
      isNew: async (page) => page.getByText(marker).first().isVisible(),
      failing: 'after-like',
    });
    expect(pressed).toBeGreaterThan(0);

    expectRolledBack(await deploying, 'render');
    expect(pointer()).toBe(before);
    await bothServe(marked, false);
    console.log(
      `folder: first failing browser to the rollback on both render servers: ${Date.now() - firstFailure} ms`,
    );
    await expectHistoryNames(rollback, version, 'render');
  });
});

test.describe('on a bucket', () => {
  test.describe.configure({ mode: 'serial' });
  const bucketWork = path.join(work, 's3');
  const target = bucketBlogTarget(bucketWork);
  const { deploy, rollback } = twoShellsOnTarget(bucketWork, target, {
    commandEnv: { DEPLOY_WATCH_MINUTES: FAILING_WINDOW_MINUTES },
    shellEnv: watchedShell(testBucket.healthStore, testBucket.env),
  });
  const healthyWindow = deployTarget(target.to, {
    ...target.env,
    DEPLOY_WATCH_MINUTES: HEALTHY_WINDOW_MINUTES,
  });
  const { objects } = testBucket;
  const pointer = async () =>
    ((await (await fetch(`${objects}/current.json`)).json()) as { version: string }).version;
  /** A page (the server's HTML or the browser's) is of `version`: it loads the blog's files from
   * the bucket under it. */
  const of = (version: string) => (html: string) => html.includes(`/versions/${version}/`);
  let post = '';

  test.beforeAll(async ({ browser }) => {
    post = await firstPost(browser);
    // Written by the render servers as the S3 target's readHealth reads them.
    await bothServersCounting(async () => {
      const replies = await Promise.all(
        ['render-1', 'render-2'].map((server) => fetch(`${objects}/health/${server}.json`)),
      );
      return replies.filter((reply) => reply.ok).length;
    });
  });

  /** Deploys `dist` with `commands` (its watch keeps the command running) and waits until both
   * render servers give it out; the version before and the new one. */
  async function deployWatched(dist: string, commands = { deploy }) {
    const before = await pointer();
    const deploying = commands.deploy(dist);
    let version = before;
    await expect
      .poll(async () => (version = await pointer()), { timeout: 120_000, intervals: [250] })
      .not.toBe(before);
    await bothServe(of(version), true);
    return { before, version, deploying };
  }

  /** What both render servers' `/metrics` counted as errors of the blog's `version` in `phase`. */
  async function errorsCounted(version: string, phase: string): Promise<number> {
    let sum = 0;
    for (const port of extraMetricsPorts) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const line of text.split('\n'))
        if (
          line.startsWith('render_remote_errors_total{') &&
          line.includes('remote="blog"') &&
          line.includes(`version="${version}"`) &&
          line.includes(`phase="${phase}"`)
        )
          sum += Number(line.split(' ').at(-1));
    }
    return sum;
  }

  /** After a rollback by the watch: both servers give out `before` again, the history names the
   * phase and hash next to `version`, and `/metrics` counted its errors in that phase. */
  async function expectWatchRolledBack(
    deployed: CommandResult,
    {
      before,
      version,
      phase,
      failures,
    }: Record<'before' | 'version' | 'phase', string> & {
      failures: number;
    },
  ) {
    expectRolledBack(deployed, phase);
    expect(deployed.out).toContain(`blog: ${version} is rolled back by the watch`);
    expect(await pointer()).toBe(before);
    await bothServe(of(before), true);
    await expectHistoryNames(rollback, version, phase);
    expect(await errorsCounted(version, phase)).toBeGreaterThanOrEqual(failures);
  }

  test('a version that throws after a Like press is rolled back on both render servers; history and /metrics name it', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const { before, version, deploying } = await deployWatched(builds.throwsOnLike);
    const { visited: pressed, firstFailure } = await visitorsPressLike(browser, post, {
      isNew: async (page) => of(version)(await page.content()),
      failing: 'after-like',
    });
    expect(pressed).toBeGreaterThan(0);
    await expectWatchRolledBack(await deploying, {
      before,
      version,
      phase: 'render',
      failures: pressed,
    });
    console.log(
      `bucket: first failing browser to the rollback on both render servers: ${Date.now() - firstFailure} ms`,
    );
    // Each press was one report, counted by the server that served its page.
    expect(await errorsCounted(version, 'render')).toBe(pressed);
  });

  test('a version that throws only in the server render is rolled back the same way', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const { before, version, deploying } = await deployWatched(builds.throwsOnServer);
    const { visited } = await visitorsPressLike(browser, post, {
      isNew: async (page) => of(version)(await page.content()),
      failing: 'server-render',
    });
    expect(visited).toBeGreaterThan(0);
    await expectWatchRolledBack(await deploying, {
      before,
      version,
      phase: 'server-render',
      failures: visited,
    });
  });

  test('a healthy version with the same traffic is kept: the command exits 0 after its window', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // A new version of the same code: the build with one more file.
    const dist = copyBlogDist(path.join(work, 'healthy'));
    writeFileSync(path.join(dist, 'release.txt'), `${marker}\n`);
    const { version, deploying } = await deployWatched(dist, healthyWindow);
    let ended = false;
    void deploying.then(() => (ended = true));
    const { visited } = await visitorsPressLike(browser, post, {
      isNew: async (page) => of(version)(await page.content()),
      failing: 'never',
    });
    expect(visited).toBe(20);
    expect(ended, 'the traffic ran within the watch window').toBe(false);
    const deployed = await deploying;
    console.log(deployed.out.trim());
    expect(deployed.status, deployed.out).toBe(0);
    expect(deployed.out).toContain(`blog: the watch saw nothing wrong with ${version}`);
    expect(await pointer()).toBe(version);
    await bothServe(of(version), true);
    expect(await errorsCounted(version, 'render')).toBe(0);
    expect(await errorsCounted(version, 'server-render')).toBe(0);
  });
});
