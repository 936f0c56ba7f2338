// Small process helpers for the root scripts.
import { spawn } from 'node:child_process';

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Starts a long-running process with prefixed output; returns the child. */
export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return child;
}

/** Resolves once `url` answers (any HTTP status below 500), or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The api on a free loopback port with a fresh embedded database in `dataDir` (seeded with the
 * demo posts), for the benchmark and size scripts. Resolves once it answers /health. */
export async function startThrowawayApi(dataDir, env = {}) {
  const { freePort } = await import('../api/scripts/pg-cluster.mjs');
  const port = await freePort();
  const api = spawn(process.execPath, ['dist/server.js'], {
    cwd: new URL('../api/', import.meta.url),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`);
  return { url, close: () => api.kill('SIGTERM') };
}
