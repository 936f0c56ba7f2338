// The deploy command (scripts/deploy-remote.mjs) as a team runs it against one target, and what
// the deploy specs look for on the shell afterwards: the blog page's server HTML, its status and
// its heading in the browser. The folder and the bucket targets differ only in the target and the
// command's environment.
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { loadAppServers } from './app-servers';
import { extraShellPort, root, serverEnv } from './env';

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
  };
}

/** A copy of the built blog, for a test to break in one place. */
export function copyBlogDist(to: string): string {
  cpSync(blogDist, to, { recursive: true });
  return to;
}

/** The version list's lines: `  <version>  <date>` for one kept, `* <version>  …` for the live one. */
export function expectListed(out: string, kept: string, live: string) {
  expect(out).toMatch(new RegExp(`^  ${kept}  \\d{4}-\\d\\d-\\d\\dT`, 'm'));
  expect(out).toMatch(new RegExp(`^\\* ${live}  \\d{4}-`, 'm'));
}

/** The shell's render server on a port of its own (`shellOrigin`), loading the blog from `blogUrl`. */
export async function startShell(blogUrl: string) {
  const servers = await loadAppServers();
  return servers.startAppServer({
    app: { name: 'shell' },
    root: path.join(root, 'shell/dist'),
    port: extraShellPort,
    // The suite's render server already serves its metrics port: this one serves none.
    env: { ...serverEnv(), SHELL_METRICS_PORT: '', MF_BLOG_URL: blogUrl },
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
