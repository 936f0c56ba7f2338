// npm run dev -w api: TypeScript in watch mode, and the server restarted on every rebuild.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const children = [];
const start = (args) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  children.push(child);
  return child;
};

fs.rmSync(path.join(root, 'dist', 'server.js'), { force: true });
start([tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput']);
const waitForBuild = setInterval(() => {
  if (!fs.existsSync(path.join(root, 'dist', 'server.js'))) return;
  clearInterval(waitForBuild);
  start(['--watch', 'dist/server.js']);
}, 300);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
