// The servers `npm start` uses, started by a spec on ports of its own: a static server for a
// remote, the render server for the shell (scripts/static-server.mjs).
import path from 'node:path';
import { test } from '@playwright/test';
import { extraShellPort, root, serverEnv, siteUrl } from './env';

export type Closable = { close(): unknown };

export interface AppServers {
  startAppServer(options: {
    app: { name: string };
    root: string;
    port: number;
    env?: Record<string, string>;
  }): Promise<Closable>;
}

/** The start script's server module, loaded as the running site loads it. */
export async function loadAppServers(): Promise<AppServers> {
  return (await import(path.join(root, 'scripts/static-server.mjs'))) as AppServers;
}

/**
 * For a spec about every render server: a second one on the same api and remotes, as behind a
 * load balancer, started before the spec's tests and stopped after them. Returns both origins,
 * the suite's first. (The suite's render server serves the metrics port: this one serves none.)
 */
export function twoRenderServers(): string[] {
  let second: Closable | undefined;
  test.beforeAll(async () => {
    const servers = await loadAppServers();
    second = await servers.startAppServer({
      app: { name: 'shell' },
      root: path.join(root, 'shell/dist'),
      port: extraShellPort,
      env: { ...serverEnv(), SHELL_METRICS_PORT: '' },
    });
  });
  test.afterAll(async () => {
    await second?.close();
  });
  return [siteUrl, `http://localhost:${extraShellPort}`];
}

/** A page's status and body, its redirects not followed. */
export async function fetchText(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}
