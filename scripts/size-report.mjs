// npm run size: what a visitor downloads, measured in Chromium against the production build
// served as `npm start` serves it (brotli). Prints the first-load JavaScript of `/` and, for
// each remote, the bytes its first route costs and the size of its whole build.
//   npm run build && npm run size
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startAppServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { apps, root } = require('./apps.js');

const base = Number(process.env.SIZE_PORT_BASE) || 7080;
const port = (app) => base + apps.indexOf(app);
const origin = (app) => `http://localhost:${port(app)}`;
const byName = Object.fromEntries(apps.map((app) => [app.name, app]));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Where the render server finds each remote (the same settings a deployment gives it).
const remoteUrls = Object.fromEntries(
  apps
    .slice(1)
    .map((app) => [`MF_${app.name.toUpperCase()}_URL`, `${origin(app)}/mf-manifest.json`]),
);
const servers = [];
for (const app of [...apps.slice(1), apps[0]]) {
  servers.push(
    await startAppServer({
      app,
      root: path.join(root, app.dir, 'dist'),
      port: port(app),
      env: { ...remoteUrls, LOG_LEVEL: 'warn' },
    }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
const responses = [];
page.on('response', (response) => responses.push(response));

async function measure(from) {
  const rows = [];
  for (const response of responses.slice(from)) {
    const type = response.request().resourceType();
    if (type !== 'script') continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    rows.push({
      url: response.url(),
      raw: body.length,
      sent: Number(response.headers()['content-length'] ?? body.length),
    });
  }
  return rows;
}
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

await page.goto(`${origin(byName.shell)}/`, { waitUntil: 'networkidle' });
const first = await measure(0);
console.log('First load of / (JavaScript, every origin):');
console.log(
  `  ${first.length} scripts, ${kb(sum(first, 'sent'))} compressed (brotli), ${kb(sum(first, 'raw'))} uncompressed`,
);
for (const app of apps) {
  const rows = first.filter((row) => row.url.startsWith(origin(app)));
  if (rows.length)
    console.log(
      `    from ${app.name.padEnd(14)} ${String(rows.length).padStart(2)} scripts  ${kb(sum(rows, 'sent')).padStart(9)} br  ${kb(sum(rows, 'raw')).padStart(9)} raw`,
    );
}

console.log('\nEach remote: its first route after the shell is up (client-side navigation):');
const firstRoute = { marketing: '/about', blog: '/tech&tranquility', account: '/account' };
for (const [name, route] of Object.entries(firstRoute)) {
  await page.goto(`${origin(byName.shell)}/nowhere`, { waitUntil: 'networkidle' });
  const mark = responses.length;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // The navigation is client-side: wait for the remote's page, then for its lazy chunks.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading && !/404|Loading/.test(heading.textContent ?? '');
  });
  await page.waitForTimeout(500);
  const rows = (await measure(mark)).filter((row) => row.url.startsWith(origin(byName[name])));
  console.log(
    `  ${name.padEnd(14)} ${route.padEnd(20)} ${String(rows.length).padStart(2)} scripts  ${kb(sum(rows, 'sent')).padStart(9)} br  ${kb(sum(rows, 'raw')).padStart(9)} raw`,
  );
}

console.log("\nEach app's whole build (all JavaScript files in dist/, what a deploy uploads):");
for (const app of apps) {
  const dist = path.join(root, app.dir, 'dist');
  let raw = 0;
  let br = 0;
  let gz = 0;
  let largest = { name: '', raw: 0 };
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const body = readFileSync(path.join(dist, file));
    raw += statSync(path.join(dist, file)).size;
    br += brotliCompressSync(body).length;
    gz += gzipSync(body).length;
    if (body.length > largest.raw) largest = { name: file, raw: body.length };
  }
  console.log(
    `  ${app.name.padEnd(14)} ${kb(raw).padStart(9)} raw  ${kb(gz).padStart(9)} gzip  ${kb(br).padStart(9)} br   largest: ${largest.name} (${kb(largest.raw)})`,
  );
}

await browser.close();
servers.forEach((server) => server.close());
