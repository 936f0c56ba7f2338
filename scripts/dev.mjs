// npm run dev: every app's webpack dev server with hot reload, plus the api in watch mode.
import path from 'node:path';
import { createRequire } from 'node:module';
import { startProcess } from './run.mjs';

const require = createRequire(import.meta.url);
const { apps, root, portOf } = require('./apps.js');

const children = [
  startProcess('api', 'npm', ['run', 'dev', '-w', 'api'], { cwd: root }),
  ...apps.map((app) =>
    startProcess(app.name, 'npx', ['webpack', 'serve', '--mode', 'development'], {
      cwd: path.join(root, app.dir),
    }),
  ),
];
console.log(
  apps.map((app) => `${app.name.padEnd(14)} http://localhost:${portOf(app)}/`).join('\n'),
);

function shutdown() {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
