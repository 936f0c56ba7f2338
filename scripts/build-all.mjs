// Production build of every app (shell and remotes) and the api.
import './require-node.mjs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { run } from './run.mjs';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.js');

const started = Date.now();
await run('npm', ['run', 'build', '-w', 'api'], { cwd: root });
for (const app of apps) {
  console.log(`\n> building ${app.name}`);
  await run('npx', ['webpack', '--mode', 'production', '--no-stats'], {
    cwd: path.join(root, app.dir),
  });
  // What an app makes beside its bundles (the shell's share card and logo), as its own
  // `npm run build` does.
  await run('npm', ['run', 'build:assets', '--if-present'], { cwd: path.join(root, app.dir) });
}
console.log(`\nBuilt every app and the api in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
