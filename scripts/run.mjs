// The root scripts' process plumbing, on maintained libraries: execa runs one command,
// concurrently keeps long-running ones side by side with prefixed output, wait-on waits for a URL.
import concurrently from 'concurrently';
import { execa } from 'execa';
import waitOn from 'wait-on';

/** Runs a command to completion with inherited stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return execa(command, args, { stdio: 'inherit', ...options });
}

/**
 * Starts long-running commands side by side, each line prefixed with its name. When one fails,
 * the others are stopped and `result` rejects. `stop()` ends them all.
 * @param {{ name: string, command: string, cwd?: string, env?: Record<string, string> }[]} commands
 */
export function startProcesses(commands) {
  const { commands: running, result } = concurrently(commands, {
    prefix: 'name',
    killOthersOn: ['failure'],
  });
  return { result, stop: () => running.forEach((command) => command.kill('SIGTERM')) };
}

/** Resolves once `url` answers an HTTP GET below 500, or rejects after `timeoutMs`. */
export function waitForUrl(url, timeoutMs = 60_000) {
  return waitOn({
    resources: [url.replace(/^http(s?):/, 'http$1-get:')],
    timeout: timeoutMs,
    interval: 250,
    validateStatus: (status) => status < 500,
  });
}

/** The api on a free loopback port with a fresh embedded database in `dataDir` (seeded with the
 * demo posts), for the benchmark and size scripts. Resolves once it answers /health. */
export async function startThrowawayApi(dataDir, env = {}) {
  const { freePort } = await import('../api/scripts/pg-cluster.mjs');
  const port = await freePort();
  const api = execa(process.execPath, ['dist/server.js'], {
    cwd: new URL('../api/', import.meta.url),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    reject: false,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`);
  return { url, close: () => api.kill('SIGTERM') };
}
