import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

// The real server (src/server.ts) in a child process, for tests that kill it.

const API_ROOT = path.resolve(__dirname, '..', '..');
const REGISTER = path.join(__dirname, 'swc-register.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  process: ChildProcess;
  url: string;
  /** Parsed JSON log lines so far. */
  logs: { msg?: string; mail?: { id?: string } }[];
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', REGISTER, path.join(API_ROOT, 'src', 'server.ts')], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = {
    process: child,
    url: `http://127.0.0.1:${port}`,
    logs: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  let buffer = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      try {
        server.logs.push(JSON.parse(line) as Server['logs'][number]);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitFor(
    () => server.logs.some((line) => line.msg === 'api ready'),
    `the server to start (stderr: ${stderr})`,
    () => child.exitCode !== null,
  );
  return server;
}

export async function waitFor(
  condition: () => boolean,
  what: string,
  failed: () => boolean = () => false,
  timeoutMs = 60_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (failed() || Date.now() > end) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
