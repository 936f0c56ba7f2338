// npm run dev: every app's webpack dev server with hot reload, plus the api in watch mode.
import './require-node.mjs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startProcesses } from './run.mjs';

const require = createRequire(import.meta.url);
const { apps, root, portOf } = require('./apps.js');

const { result } = startProcesses([
  { name: 'api', command: 'npm run dev -w api', cwd: root },
  ...apps.map((app) => ({
    name: app.name,
    command: 'npx webpack serve --mode development',
    cwd: path.join(root, app.dir),
  })),
]);
console.log(
  apps.map((app) => `${app.name.padEnd(14)} http://localhost:${portOf(app)}/`).join('\n'),
);
// concurrently stops every process on Ctrl+C, or all of them when one fails.
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
