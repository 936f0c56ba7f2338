// npm start: build every app for production, then serve each from its own origin (shell 8080,
// remotes 8081-8084) and start the api (4000) with its embedded database.
//   npm start -- --no-build    serve what is already built
import './require-node.mjs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { run, startProcesses, waitForUrl } from './run.mjs';
import { startAppServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { apps, root, portOf } = require('./apps.js');
const { DEVELOPMENT_PREVIEW_SECRET } = require('./preview-signature.js');

if (!process.argv.includes('--no-build')) {
  await run('node', [path.join(root, 'scripts/build-all.mjs')]);
}

const apiPort = Number(process.env.API_PORT) || 4000;
const api = startProcesses([
  {
    name: 'api',
    command: 'node dist/server.js',
    cwd: path.join(root, 'api'),
    env: { PORT: String(apiPort) },
  },
]);
let stopping = false;
// Never leave the api running if this process dies (a port already taken); and if the api
// cannot start, nothing else is worth keeping up.
process.on('exit', () => api.stop());
api.result.catch(() => {
  if (stopping) return;
  console.error('The api stopped; stopping the site.');
  process.exit(1);
});

const servers = [];
for (const app of apps) {
  servers.push(
    await startAppServer({
      app,
      root: path.join(root, app.dir, 'dist'),
      port: portOf(app),
      // Previews work on this machine without set-up (the preview command signs a link to a
      // localhost site with the same secret): docs/deploying.md.
      env: { PREVIEW_SECRET: process.env.PREVIEW_SECRET || DEVELOPMENT_PREVIEW_SECRET },
    }),
  );
}
await waitForUrl(`http://127.0.0.1:${apiPort}/health`);

console.log('\nThe site is running:');
for (const app of apps) console.log(`  ${app.name.padEnd(14)} http://localhost:${portOf(app)}/`);
console.log(
  `  ${'api'.padEnd(14)} http://localhost:${apiPort}/api/v1  (docs: http://localhost:${apiPort}/api/docs)`,
);
console.log(`\nOpen http://localhost:${portOf(apps[0])}/ — Ctrl+C stops everything.`);

function shutdown() {
  stopping = true;
  servers.forEach((server) => server.close());
  api.stop();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
