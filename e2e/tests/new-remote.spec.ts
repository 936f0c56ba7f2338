// `npm run new:remote -- careers2 --routes /careers2`: the remote it writes is built alone,
// served from its own origin, and a render server built with the new apps manifest serves
// /careers2 server-rendered inside the site's layout, beside the suite's other remotes. Then
// `npm run remove:remote` takes it out and the tree is as it was. Only the new remote and the
// render server's Node bundle are built (into e2e/.tmp), so the suite's shell build stays the one
// every other spec uses; its browser bundle does not know careers2, so this checks the server
// HTML, not the hydrated page.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { AppEntry } from '@agency/apps';
import { fetchText, loadAppServers, type Closable } from '../support/app-servers';
import { brandName, extraShellPort, root, serverEnv, testPort, tmpDir } from '../support/env';

const name = 'careers2';
const dir = path.join(root, 'remotes', name);
/** The render server's Node bundle, built with the manifest that lists careers2. */
const shellServerRoot = path.join(tmpDir, 'new-remote-shell');

const command = (args: string[], cwd = root) =>
  execFileSync(args[0]!, args.slice(1), {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const gitStatus = () => command(['git', 'status', '--porcelain']);

test('a remote written by new:remote is served server-rendered in the site', async () => {
  test.setTimeout(180_000);
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

    command(['npx', 'webpack', '--mode', 'production', '--no-stats'], dir);
    command(
      [
        'npx',
        'webpack',
        '--mode',
        'production',
        '--no-stats',
        '--config-name',
        'server',
        '--output-path',
        path.join(shellServerRoot, 'server'),
      ],
      path.join(root, 'shell'),
    );

    const appServers = await loadAppServers();
    const remotePort = testPort(app.port);
    servers.push(
      await appServers.startAppServer({
        app,
        root: path.join(dir, 'dist'),
        port: remotePort,
      }),
    );
    servers.push(
      await appServers.startAppServer({
        app: { name: 'shell' },
        root: shellServerRoot,
        port: extraShellPort,
        env: {
          ...serverEnv(),
          [`${name.toUpperCase()}_PORT`]: String(remotePort),
          SHELL_DIST_DIR: path.join(root, 'shell/dist'),
          SHELL_METRICS_PORT: '',
        },
      }),
    );

    const page = await fetchText(`http://localhost:${extraShellPort}/${name}`);
    expect(page.status).toBe(200);
    // The remote's page, rendered on the server, inside the shell's header and footer.
    expect(page.body).toMatch(/<h1[^>]*>Careers2<\/h1>/);
    expect(page.body).toContain(`This page is served by the ${name} remote.`);
    expect(page.body).toContain(`<title>Careers2 | ${brandName}</title>`);
    expect(page.body).toMatch(/<header[\s>]/);
    expect(page.body).toMatch(/<footer[\s>]/);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    command(['node', 'scripts/new-remote.mjs', '--undo', name]);
    rmSync(shellServerRoot, { recursive: true, force: true });
  }
  expect(gitStatus()).toBe(status);
});
