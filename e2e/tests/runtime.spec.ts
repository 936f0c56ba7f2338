// Every process of the site runs on Node 24 LTS: the servers this suite started (as `npm start`
// starts them) and a real `npm start`, asked through /proc which Node answers on each port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apps } from '@agency/apps';
import { ports, root } from '../support/env';
import { majorOf, nodeVersionOf, pidsListeningOn } from '../support/processes';

const REQUIRED_MAJOR = 24;

/** Each listening port with the Node versions of the processes that listen on it. */
function versionsOn(portsByName: Record<string, number>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(portsByName).map(([name, port]) => [
      `${name} :${port}`,
      pidsListeningOn(port).map(nodeVersionOf),
    ]),
  );
}

function expectAllOnRequiredNode(versions: Record<string, string[]>): void {
  for (const [server, found] of Object.entries(versions)) {
    expect(found, `a process listens on ${server}`).not.toHaveLength(0);
    for (const version of found) {
      expect(majorOf(version), `${server} runs Node ${version}`).toBeGreaterThanOrEqual(
        REQUIRED_MAJOR,
      );
    }
  }
}

test('the test runner and every server of this suite run on Node 24 or newer', () => {
  expect(majorOf(process.version)).toBeGreaterThanOrEqual(REQUIRED_MAJOR);
  expectAllOnRequiredNode(versionsOn(ports));
});

test('npm start runs the render server, the remotes and the api on Node 24 or newer', async () => {
  test.setTimeout(90_000);
  // Its own ports beside the suite's, and a throwaway database; the build is the suite's.
  const startPorts: Record<string, number> = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, port + 2000]),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
  const child = spawn('npm', ['start', '--', '--no-build'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...Object.fromEntries(
        apps.map((app) => [`${app.name.toUpperCase()}_PORT`, String(startPorts[app.name])]),
      ),
      API_PORT: String(startPorts.api),
      API_URL: `http://localhost:${startPorts.api}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await expect
      .poll(() => Object.values(startPorts).every((port) => pidsListeningOn(port).length > 0), {
        timeout: 60_000,
      })
      .toBe(true);
    expectAllOnRequiredNode(versionsOn(startPorts));
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
