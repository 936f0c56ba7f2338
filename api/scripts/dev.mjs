// npm run dev -w api: TypeScript in watch mode, and the server restarted on every rebuild
// (concurrently runs both; wait-on holds the server back until the first build is written).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// A stale build from an earlier run would start before the first compile is done.
fs.rmSync(path.join(root, 'dist', 'server.js'), { force: true });
const { result } = concurrently(
  [
    { name: 'tsc', command: 'tsc -p tsconfig.build.json --watch --preserveWatchOutput' },
    { name: 'server', command: 'wait-on dist/server.js && node --watch dist/server.js' },
  ],
  { cwd: root, prefix: 'name', killOthersOn: ['failure'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
