import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { remoteApps } from '@agency/apps';
import { ports, serverEnv, siteUrl } from './support/env';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's build: ` +
      '`apt-get update && apt-get install -y --no-install-recommends chromium`, or set CHROME_PATH.',
  );
}

const env = serverEnv();
const staticServer = (app: keyof typeof ports) => ({
  command: `node ../scripts/serve.mjs --app ${app}`,
  // The shell's render server is up once it answers robots.txt (its pages depend on remotes).
  url: `http://localhost:${ports[app]}/${app === 'shell' ? 'robots.txt' : ''}`,
  env,
  reuseExistingServer: false,
  timeout: 30_000,
});

/** Browser tests of the composed production build (`npm run build` first; `npm test -w e2e`
 * does it) against the real api on a fresh database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: specs share one api database and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './.tmp/test-results',
  use: {
    baseURL: siteUrl,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      // Chromium refuses some ports as unsafe (10080, what E2E_PORT_OFFSET=1000 gives the
      // shell); the suite's own ports are loopback test servers.
      args: [`--explicitly-allowed-ports=${Object.values(ports).join(',')}`],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node support/start-api.mjs',
      url: `http://localhost:${ports.api}/health`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Every remote of the apps manifest, then the shell's render server that loads them.
    ...remoteApps.map((app) => staticServer(app.name)),
    staticServer('shell'),
  ],
});
