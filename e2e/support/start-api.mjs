// Starts the api for the browser tests on a fresh data folder (database, uploads, outbox).
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes(`${path.sep}.tmp${path.sep}`))
  throw new Error(`Refusing to wipe DATA_DIR=${dataDir}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn('node', ['dist/server.js'], {
  cwd: path.resolve(import.meta.dirname, '../../api'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
