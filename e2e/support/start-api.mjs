// Starts the api for the browser tests on a fresh data folder (database, uploads, outbox).
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes(`${path.sep}.tmp${path.sep}`))
  throw new Error(`Refusing to wipe DATA_DIR=${dataDir}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const apiDir = path.resolve(import.meta.dirname, '../../api');
// The second SuperAdmin of two-factor.spec.ts, made before the server opens the database
// (PGlite: one process per data folder). Its values come from support/env.ts.
const made = spawnSync(
  'node',
  [
    'dist/cli/create-admin.js',
    '--username',
    process.env.E2E_2FA_ADMIN_USERNAME,
    '--email',
    process.env.E2E_2FA_ADMIN_EMAIL,
  ],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, ADMIN_PASSWORD: process.env.E2E_2FA_ADMIN_PASSWORD },
  },
);
if (made.status !== 0) throw new Error('create-admin failed for the two-factor SuperAdmin');
const child = spawn('node', ['dist/server.js'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
