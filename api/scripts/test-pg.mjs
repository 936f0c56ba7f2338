// npm run test:pg -w api: the same jest suite against a real PostgreSQL server started for the
// run on a free loopback port, always torn down afterwards.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');

const cluster = await startCluster();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cluster.stop();
    process.exit(130);
  });
}
console.log(`PostgreSQL test server at ${cluster.url}`);
let status = 1;
try {
  const result = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      jest,
      // Never "in band" (Jest's choice with one worker on a 2-CPU machine): a worker that holds
      // more than this after a test file is replaced, so the long run cannot outgrow the heap.
      '--workerIdleMemoryLimit=1GB',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: cluster.url },
    },
  );
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
