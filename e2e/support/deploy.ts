// The deploy command (scripts/deploy-remote.mjs) as a team runs it against one target, and what
// the deploy specs look for on the shell afterwards: the blog page's server HTML, its status and
// its heading in the browser. The folder and the bucket targets differ only in the target and the
// command's environment.
import { execFile } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadAppServers, type Closable } from './app-servers';
import { buildChangedBlog } from './changed-blog';
import S3rver from 's3rver';
import {
  extraBlogPort,
  extraS3Port,
  extraShellPort,
  root,
  secondExtraShellPort,
  serverEnv,
} from './env';

/** The blog page whose heading a changed build marks. */
export const BLOG = '/tech&tranquility';
/** The built blog that every deploy spec starts from (v1) or copies to break. */
export const blogDist = path.join(root, 'remotes/blog/dist');

export interface CommandResult {
  status: number;
  out: string;
}

/**
 * The deploy command for the blog on one target. It runs without blocking this process, which
 * serves the blog's origin (a folder server or the bucket) that the command checks against.
 */
export function deployTarget(target: string, env: Record<string, string> = {}) {
  const run = (...args: string[]): Promise<CommandResult> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, 'scripts/deploy-remote.mjs'), ...args],
        { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
      );
    });
  return {
    /** Deploys the build in `dist`; with `--shell <origin>` the command smoke-checks it there. */
    deploy: (dist: string, ...flags: string[]) =>
      run('deploy', 'blog', '--to', target, '--dist', dist, ...flags),
    /** Switches back to the previous version, or with `--list` lists the versions. */
    rollback: (...flags: string[]) => run('rollback', 'blog', '--to', target, ...flags),
    /** Changes the share of the rollout under way (100: live for everyone). */
    rollout: (percent: number) =>
      run('rollout', 'blog', '--to', target, '--percent', String(percent)),
    /** Watches what the pointer gives out now (the deploy's watch, run on its own). */
    watch: () => run('watch', 'blog', '--to', target),
    /** Prints a signed preview link of a recorded version. */
    preview: (version: string, ...flags: string[]) =>
      run('preview', 'blog', '--to', target, '--version', version, ...flags),
  };
}

/** A copy of the built blog, for a test to break in one place. */
export function copyBlogDist(to: string): string {
  cpSync(blogDist, to, { recursive: true });
  return to;
}

/** The version list's lines: `  <version>  <date>` for one kept, `* <version>  …` for the live one. */
function expectListed(out: string, kept: string, live: string) {
  expect(out).toMatch(new RegExp(`^  ${kept}  \\d{4}-\\d\\d-\\d\\dT`, 'm'));
  expect(out).toMatch(new RegExp(`^\\* ${live}  \\d{4}-`, 'm'));
}

/** What a deploy spec started, stopped, and its work folder removed. */
export async function cleanUp(work: string, ...servers: (Closable | undefined)[]) {
  for (const server of servers) await server?.close();
  rmSync(work, { recursive: true, force: true });
}

/** The version the target's pointer names as live. */
type Pointer = () => string | Promise<string>;

/**
 * Deploys, smoke-checked on the shell, a rebuilt blog whose heading carries a new marker (built
 * under `work`) over `v1`: it goes live, on the shell's server within `serverMs` (polled every
 * `pollMs`) and then in the hydrated page. Returns what the command printed.
 */
export async function expectMarkedDeployOver(
  v1: string,
  deploy: ReturnType<typeof deployTarget>['deploy'],
  pointer: Pointer,
  page: Page,
  { work, serverMs, pollMs }: { work: string; serverMs: number; pollMs: number },
): Promise<string> {
  const marker = `v${Date.now().toString(36)}`;
  const dist = buildChangedBlog(path.join(work, 'v2'), marker);
  const deployed = await deploy(dist, '--shell', shellOrigin);
  console.log(deployed.out.trim());
  expect(deployed.status, deployed.out).toBe(0);
  expect(await pointer()).not.toBe(v1);
  await blogPage.expectServerHtml(`Tech &amp; Tranquility ${marker}`, serverMs, pollMs);
  await blogPage.expectHeading(page, `Tech & Tranquility ${marker}`, true);
  return deployed.out;
}

/**
 * After a new version went live over `v1`: the command lists both, the new one live; a rollback
 * makes v1 live again, its HTML on the shell's server within 10 s (the time it took is logged)
 * and then in the browser.
 */
export async function expectRollbackTo(
  v1: string,
  rollback: ReturnType<typeof deployTarget>['rollback'],
  pointer: Pointer,
  page: Page,
) {
  expectListed((await rollback('--list')).out, v1, await pointer());
  const rolledBack = Date.now();
  const back = await rollback();
  console.log(back.out.trim());
  expect(back.status, back.out).toBe(0);
  expect(await pointer()).toBe(v1);
  await blogPage.expectServerHtml('Tech &amp; Tranquility</h1>', 10_000, 250);
  console.log(`rollback to v1 in the server HTML after ${Date.now() - rolledBack} ms`);
  await blogPage.expectHeading(page, 'Tech & Tranquility');
}

/** The shell's render server on a port of its own (`shellOrigin`, or `port`), loading the blog
 * from `blogUrl`, with more settings in `env` (PREVIEW_SECRET). */
export async function startShell(
  blogUrl: string,
  { port = extraShellPort, env = {} }: { port?: number; env?: Record<string, string> } = {},
) {
  const servers = await loadAppServers();
  return servers.startAppServer({
    app: { name: 'shell' },
    root: path.join(root, 'shell/dist'),
    port,
    // The suite's render server already serves its metrics port: this one serves none.
    env: { ...serverEnv(), SHELL_METRICS_PORT: '', MF_BLOG_URL: blogUrl, ...env },
  });
}
export const shellOrigin = `http://localhost:${extraShellPort}`;

/** The blog page on the deploy specs' shell, as its render server and a browser see it. */
export const blogPage = (() => {
  const url = `${shellOrigin}${BLOG}`;
  const serverHtml = async () => (await fetch(url)).text();
  return {
    serverHtml,
    /** Waits until the server HTML contains `text`: the render server follows the pointer. */
    async expectServerHtml(text: string, timeout: number, interval: number) {
      await expect
        .poll(async () => (await serverHtml()).includes(text), { timeout, intervals: [interval] })
        .toBe(true);
    },
    /** Waits until the page answers `status`. */
    async expectStatus(status: number) {
      await expect
        .poll(async () => (await fetch(url)).status, { timeout: 30_000, intervals: [500] })
        .toBe(status);
    },
    /** Opens the page in the browser and sees its heading, hydrated when asked. */
    async expectHeading(page: Page, name: string, hydrated = false) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      if (hydrated) await expect(page.locator('html[data-hydrated]')).toBeAttached();
    },
  };
})();

/** A folder target served as the blog's origin (on `extraBlogPort`) by the static server
 * `npm start` uses: it follows the target's pointer. */
export async function serveFolderTarget(target: string): Promise<Closable> {
  return (await loadAppServers()).startAppServer({
    app: { name: 'blog' },
    root: target,
    port: extraBlogPort,
  });
}

/** The bucket the bucket specs deploy to: s3rver on loopback, its fixed test credentials. */
export const testBucket = (() => {
  const bucket = 'site-remotes';
  const endpoint = `http://127.0.0.1:${extraS3Port}`;
  // The shell's pages load the blog's files from the bucket's origin: it allows any origin to read.
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  return {
    endpoint,
    target: `s3://${bucket}/blog`,
    /** HEALTH_STORE of render servers that write their counts beside each remote's pointer. */
    healthStore: `s3://${bucket}/{remote}`,
    /** Where the blog's objects are read (its pointer: `${objects}/current.json`). */
    objects: `${endpoint}/${bucket}/blog`,
    /** The deploy command's settings for it. */
    env: {
      DEPLOY_S3_ENDPOINT: endpoint,
      DEPLOY_S3_REGION: 'us-east-1',
      DEPLOY_S3_ACCESS_KEY_ID: 'S3RVER',
      DEPLOY_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Starts s3rver with the bucket, keeping its objects in `directory`. */
    async start(directory: string): Promise<S3rver> {
      const s3 = new S3rver({
        address: '127.0.0.1',
        port: extraS3Port,
        silent: true,
        directory,
        vhostBuckets: false,
        configureBuckets: [{ name: bucket, configs: [cors] }],
      });
      await s3.run();
      return s3;
    },
  };
})();

/**
 * Where a spec deploys the blog and its render servers load it from: a folder served as the
 * blog's origin, or the test bucket.
 */
export interface BlogTarget {
  /** The deploy command's `--to`. */
  to: string;
  /** The deploy command's settings for it (the bucket's endpoint and keys). */
  env: Record<string, string>;
  /** What the render servers load the blog from (MF_BLOG_URL). */
  blogUrl: string;
  /** Starts what serves the blog's origin: a bucket before the first deploy, a folder's server
   * after it (it sees the target's pointer when it starts). */
  serve(): Promise<Closable>;
  servesBeforeDeploy: boolean;
}

/** A folder target in `work`, served on `extraBlogPort` once deployed to. */
export function folderBlogTarget(work: string): BlogTarget {
  const to = path.join(work, 'target');
  return {
    to,
    env: {},
    blogUrl: `http://localhost:${extraBlogPort}/mf-manifest.json`,
    serve: () => serveFolderTarget(to),
    servesBeforeDeploy: false,
  };
}

/** The test bucket (s3rver), its objects kept in `work`; the render servers follow its pointer. */
export function bucketBlogTarget(work: string): BlogTarget {
  return {
    to: testBucket.target,
    env: testBucket.env,
    blogUrl: `${testBucket.objects}/current.json`,
    serve: () => testBucket.start(path.join(work, 's3')),
    servesBeforeDeploy: true,
  };
}

/** The two render servers of the specs that follow one deploy on every server. */
export const twoShellOrigins = [shellOrigin, `http://localhost:${secondExtraShellPort}`];

/**
 * For a serial spec about one target followed by two render servers (`twoShellOrigins`): before
 * its tests, `work` emptied, the target served, the built blog deployed to it (v1) and the two
 * render servers started on it, with `shellEnv(index)` more settings each; after its tests, all
 * of it stopped and `work` removed. Returns the deploy command on the target, with `commandEnv`.
 */
export function twoShellsOnTarget(
  work: string,
  target: BlogTarget,
  {
    commandEnv = {},
    shellEnv = () => ({}),
  }: {
    commandEnv?: Record<string, string>;
    shellEnv?: (index: number) => Record<string, string>;
  } = {},
) {
  const commands = deployTarget(target.to, { ...target.env, ...commandEnv });
  let origin: Closable | undefined;
  const shells: Closable[] = [];
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    rmSync(work, { recursive: true, force: true });
    if (target.servesBeforeDeploy) origin = await target.serve();
    const v1 = await commands.deploy(blogDist);
    expect(v1.status, v1.out).toBe(0);
    if (!target.servesBeforeDeploy) origin = await target.serve();
    for (const [index, shell] of twoShellOrigins.entries())
      shells[index] = await startShell(target.blogUrl, {
        port: Number(new URL(shell).port),
        // Errors only: the failing versions these specs deploy make a warning per page, which
        // buried the run's output.
        env: { LOG_LEVEL: 'error', ...shellEnv(index) },
      });
  });
  // The render servers first: they write their last counts to the target as they stop.
  test.afterAll(() => cleanUp(work, ...shells, origin));
  return commands;
}
