// npm start: build every app for production, then serve each from its own origin (shell 8080,
// remotes 8081-8084) and start the api (4000) with its embedded database.
//   npm start -- --no-build    serve what is already built
import path from 'node:path';
import { createRequire } from 'node:module';
import { run, startProcess, waitForUrl } from './run.mjs';
import { startAppServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { apps, root, portOf } = require('./apps.js');

if (!process.argv.includes('--no-build')) {
  await run('node', [path.join(root, 'scripts/build-all.mjs')]);
}

const apiPort = Number(process.env.API_PORT) || 4000;
const api = startProcess('api', 'node', ['dist/server.js'], {
  cwd: path.join(root, 'api'),
  env: { ...process.env, PORT: String(apiPort) },
});
// Never leave the api running if this process dies (a port already taken, Ctrl+C).
process.on('exit', () => api.kill('SIGTERM'));
api.on('exit', (code) => {
  if (code) {
    console.error(`The api exited with code ${code}.`);
    process.exit(code);
  }
});

const servers = [];
for (const app of apps) {
  servers.push(
    await startAppServer({ app, root: path.join(root, app.dir, 'dist'), port: portOf(app) }),
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
  servers.forEach((server) => server.close());
  api.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
