// Serves built apps, each from its own origin (npm start uses this after building).
//   node scripts/serve.mjs                 every app
//   node scripts/serve.mjs --app blog [--dir path/to/dist] [--port 8082]
import './require-node.mjs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startAppServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { apps, root, portOf } = require('./apps.js');

const { values } = parseArgs({
  options: { app: { type: 'string' }, dir: { type: 'string' }, port: { type: 'string' } },
});
const selected = values.app
  ? apps.filter((app) => app.name === values.app || app.dir.endsWith(values.app))
  : apps;
if (selected.length === 0) {
  console.error(`Unknown app ${values.app}; one of: ${apps.map((app) => app.name).join(', ')}`);
  process.exit(2);
}

const servers = [];
for (const app of selected) {
  const port = Number(values.port) || portOf(app);
  const dist = values.dir ? path.resolve(values.dir) : path.join(root, app.dir, 'dist');
  servers.push(await startAppServer({ app, root: dist, port }));
  console.log(`${app.name.padEnd(14)} http://localhost:${port}/`);
}

function shutdown() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
