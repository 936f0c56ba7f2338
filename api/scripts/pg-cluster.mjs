// A throwaway PostgreSQL server on loopback, made from the machine's own binaries
// (initdb, pg_ctl). Used by test:pg and bench:pg. initdb refuses to run as root, so as root
// the cluster belongs to the unprivileged user "nobody".
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SEARCH = [
  '/usr/local/bin',
  '/usr/local/pgsql/bin',
  '/usr/bin',
  ...globDirs('/usr/lib/postgresql', 'bin'),
];

function globDirs(root, sub) {
  try {
    return fs
      .readdirSync(root)
      .sort()
      .reverse()
      .map((version) => path.join(root, version, sub));
  } catch {
    return [];
  }
}

function findBinary(name) {
  for (const dir of SEARCH) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} not found in ${SEARCH.join(', ')}. Install PostgreSQL (e.g. apt-get install -y postgresql) and retry.`,
  );
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; returns { url, stop }. `stop` is safe to call twice. */
export async function startCluster() {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
  fs.chmodSync(dir, 0o700);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) execFileSync('chown', ['-R', 'nobody', dir]);
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'nobody', '--', command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(
        `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}\n${log}`,
      );
    }
  };

  const port = await freePort();
  run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run(pgCtl, ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
