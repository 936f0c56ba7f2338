// Versioned deploys of one remote to a folder target, through the command a team runs: v1, then
// a rebuilt v2, both seen in the server HTML and the browser; rollback brings v1's HTML back;
// a build needing the next @agency/shared-state major is refused by the command and, forced onto the
// origin anyway, answers the unavailable message with 503 while the rest of the site answers.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildChangedBlog } from '../support/changed-blog';
import { extraBlogPort, extraShellPort, root, serverEnv } from '../support/env';
import { loadAppServers, type Closable } from '../support/app-servers';

const work = path.join(root, '.e2e-deploy');
const target = path.join(work, 'target');
const shellOrigin = `http://localhost:${extraShellPort}`;
const blogOrigin = `http://localhost:${extraBlogPort}`;
const BLOG = '/tech&tranquility';
let shell: Closable | undefined;
let blog: Closable | undefined;

/** Runs the deploy command without blocking this process, which serves the blog's origin. */
function command(...args: string[]): Promise<{ status: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/deploy-remote.mjs'), ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}
const pointer = () =>
  (JSON.parse(readFileSync(path.join(target, 'current.json'), 'utf8')) as { version: string })
    .version;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  const v1 = await command(
    'deploy',
    'blog',
    '--to',
    target,
    '--dist',
    path.join(root, 'remotes/blog/dist'),
  );
  expect(v1.status, v1.out).toBe(0);
  const servers = await loadAppServers();
  blog = await servers.startAppServer({ app: { name: 'blog' }, root: target, port: extraBlogPort });
  shell = await servers.startAppServer({
    app: { name: 'shell' },
    root: path.join(root, 'shell/dist'),
    port: extraShellPort,
    // The suite's render server already serves its metrics port: this one serves none.
    env: {
      ...serverEnv(),
      SHELL_METRICS_PORT: '',
      MF_BLOG_URL: `${blogOrigin}/mf-manifest.json`,
    },
  });
});

test.afterAll(async () => {
  await shell?.close();
  await blog?.close();
  rmSync(work, { recursive: true, force: true });
});

const serverHtml = async () => (await fetch(`${shellOrigin}${BLOG}`)).text();

test('deploy v2 over v1, both seen on the server and in the browser, then rollback returns v1 within 10 s', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(await serverHtml()).toContain('Tech &amp; Tranquility</h1>');
  const v1 = pointer();

  const marker = `v${Date.now().toString(36)}`;
  const dist = buildChangedBlog(path.join(work, 'v2'), marker);
  const deployed = await command(
    'deploy',
    'blog',
    '--to',
    target,
    '--dist',
    dist,
    '--shell',
    shellOrigin,
  );
  expect(deployed.status, deployed.out).toBe(0);
  expect(pointer()).not.toBe(v1);
  await expect
    .poll(async () => (await serverHtml()).includes(`Tech &amp; Tranquility ${marker}`), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(true);
  await page.goto(`${shellOrigin}${BLOG}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Tech & Tranquility ${marker}` }),
  ).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  const listed = await command('rollback', 'blog', '--to', target, '--list');
  expect(listed.out).toMatch(new RegExp(`^  ${v1}  \\d{4}-\\d\\d-\\d\\dT`, 'm'));
  expect(listed.out).toMatch(new RegExp(`^\\* ${pointer()}  \\d{4}-`, 'm'));

  const rolledBack = Date.now();
  const back = await command('rollback', 'blog', '--to', target);
  expect(back.status, back.out).toBe(0);
  expect(pointer()).toBe(v1);
  await expect
    .poll(async () => (await serverHtml()).includes('Tech &amp; Tranquility</h1>'), {
      timeout: 10_000,
      intervals: [250],
    })
    .toBe(true);
  console.log(`rollback to v1 in the server HTML after ${Date.now() - rolledBack} ms`);
  await page.goto(`${shellOrigin}${BLOG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tech & Tranquility' })).toBeVisible();
});

test('a build needing the next @agency/shared-state major is refused by the command; forced, it is unavailable with 503 and the rest answers 200', async () => {
  test.setTimeout(120_000);
  const before = pointer();
  const next = path.join(work, 'next-major');
  cpSync(path.join(root, 'remotes/blog/dist'), next, { recursive: true });
  for (const manifest of ['mf-manifest.json', 'server/mf-manifest.json']) {
    const file = path.join(next, manifest);
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: { name: string; requiredVersion?: string }[];
    };
    for (const shared of json.shared)
      if (shared.name.startsWith('@agency/shared-state')) shared.requiredVersion = '^99.0.0';
    writeFileSync(file, JSON.stringify(json));
  }

  const refused = await command(
    'deploy',
    'blog',
    '--to',
    target,
    '--dist',
    next,
    '--shell',
    shellOrigin,
  );
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(
    /The blog build needs @agency\/shared-state \^99\.0\.0; the shell has @agency\/shared-state \d+\.\d+\.\d+\. Not deployed\./,
  );
  expect(pointer()).toBe(before);

  // Forced onto the origin (no shell to ask): the shell's own gate refuses it.
  const forced = await command('deploy', 'blog', '--to', target, '--dist', next);
  expect(forced.status, forced.out).toBe(0);
  await expect
    .poll(async () => (await fetch(`${shellOrigin}${BLOG}`)).status, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(503);
  expect(await serverHtml()).toContain('The blog is temporarily unavailable');
  expect((await fetch(`${shellOrigin}/`)).status).toBe(200);
  expect((await fetch(`${shellOrigin}/about`)).status).toBe(200);

  expect((await command('rollback', 'blog', '--to', target)).status).toBe(0);
  await expect
    .poll(async () => (await fetch(`${shellOrigin}${BLOG}`)).status, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(200);
});

test('a build whose server container throws is switched back by the smoke check', async () => {
  test.setTimeout(120_000);
  const before = pointer();
  const broken = path.join(work, 'broken');
  cpSync(path.join(root, 'remotes/blog/dist'), broken, { recursive: true });
  writeFileSync(
    path.join(broken, 'server/remoteEntry.js'),
    "throw new Error('This build cannot start.');\n",
  );
  const result = await command(
    'deploy',
    'blog',
    '--to',
    target,
    '--dist',
    broken,
    '--shell',
    shellOrigin,
  );
  expect(result.status, result.out).toBe(1);
  expect(result.out).toContain('blog: smoke check failed: ');
  expect(result.out).toContain(`Rolled back to ${before}.`);
  expect(pointer()).toBe(before);
  await expect
    .poll(async () => (await fetch(`${shellOrigin}${BLOG}`)).status, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(200);
});
