// `npm run new:remote -- careers2 --routes /careers2`: the remote it writes is built alone and
// served from its own origin; a shell built with the new apps manifest (into e2e/.tmp, so the
// suite's own build stays the one every other spec uses) serves /careers2 server-rendered inside
// the site's layout, beside the suite's other remotes, and the page hydrates in the browser with
// the remote's code from its origin. Then `npm run remove:remote` takes it out and the tree is as
// it was.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { AppEntry } from '@agency/apps';
import { fetchText, loadAppServers, type Closable } from '../support/app-servers';
import { brandName, extraShellPort, root, serverEnv, testPort, tmpDir } from '../support/env';

const name = 'careers2';
const dir = path.join(root, 'remotes', name);
/** The shell built with the manifest that lists careers2: browser files, render server in server/. */
const shellRoot = path.join(tmpDir, 'new-remote-shell');
const siteOrigin = `http://localhost:${extraShellPort}`;

const command = (args: string[], cwd = root) =>
  execFileSync(args[0]!, args.slice(1), {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const gitStatus = () => command(['git', 'status', '--porcelain']);

/** A production build of the webpack config named `config` of the app in `cwd`, into `outputPath`
 * when given; the builds of one test run side by side. */
async function build(cwd: string, config?: 'browser' | 'server', outputPath?: string) {
  const args = ['webpack', '--mode', 'production', '--no-stats'];
  if (config) args.push('--config-name', config);
  if (outputPath) args.push('--output-path', outputPath);
  await promisify(execFile)('npx', args, { cwd });
}

test('a remote written by new:remote is served server-rendered in the site', async ({ page }) => {
  test.setTimeout(240_000);
  const status = gitStatus();
  const servers: Closable[] = [];
  try {
    const printed = command(['node', 'scripts/new-remote.mjs', name, '--routes', `/${name}`]);
    expect(printed).toContain(`Wrote the ${name} remote in remotes/${name}/`);
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages/apps/apps.json'), 'utf8'),
    ) as { apps: AppEntry[] };
    const app = manifest.apps.find((candidate) => candidate.name === name)!;
    expect(app.prefixes).toEqual([`/${name}`]);

    const shellDir = path.join(root, 'shell');
    await Promise.all([
      build(dir),
      build(shellDir, 'browser', shellRoot),
      build(shellDir, 'server', path.join(shellRoot, 'server')),
    ]);
    // What the shell's build writes beside its bundles (its share card and logo).
    const brand = path.join(root, 'shell/dist/brand');
    if (existsSync(brand)) cpSync(brand, path.join(shellRoot, 'brand'), { recursive: true });

    const appServers = await loadAppServers();
    const remotePort = testPort(app.port);
    servers.push(
      await appServers.startAppServer({ app, root: path.join(dir, 'dist'), port: remotePort }),
    );
    servers.push(
      await appServers.startAppServer({
        app: { name: 'shell' },
        root: shellRoot,
        port: extraShellPort,
        env: {
          ...serverEnv(),
          [`${name.toUpperCase()}_PORT`]: String(remotePort),
          SHELL_METRICS_PORT: '',
        },
      }),
    );

    const served = await fetchText(`${siteOrigin}/${name}`);
    expect(served.status).toBe(200);
    // The remote's page, rendered on the server, inside the shell's header and footer.
    expect(served.body).toMatch(/<h1[^>]*>Careers2<\/h1>/);
    expect(served.body).toContain(`This page is served by the ${name} remote.`);
    expect(served.body).toContain(`<title>Careers2 | ${brandName}</title>`);
    expect(served.body).toMatch(/<header[\s>]/);
    expect(served.body).toMatch(/<footer[\s>]/);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const remoteRequest = page.waitForRequest((request) =>
      request.url().startsWith(`http://localhost:${remotePort}/`),
    );
    await page.goto(`${siteOrigin}/${name}`, { waitUntil: 'commit' });
    const footer = await page.waitForSelector('footer');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await remoteRequest;
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers2' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(
      await footer.evaluate((element) => element.isConnected),
      "the server HTML's footer is still the one shown",
    ).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    command(['node', 'scripts/new-remote.mjs', '--undo', name]);
    rmSync(shellRoot, { recursive: true, force: true });
  }
  expect(gitStatus()).toBe(status);
});
