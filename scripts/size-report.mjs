// npm run size: the JavaScript a first-time visitor downloads, per route, measured in Chromium
// against the production build served as `npm start` serves it (render server, each remote on
// its own origin, the api with a fresh embedded database). For each route of
// scripts/size-budget.json it prints scripts, KB raw, gzip and brotli, then where the bytes
// come from (a line per package, read from the source maps the build keeps off the public
// origins), and compares the gzip total with the route's budget.
//   npm run build && npm run size                 report
//   npm run size -- --check                      exit 1 when a route is over its budget (CI)
//   npm run size -- --files                      also list every script of every route
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { freePort } from '../api/scripts/pg-cluster.mjs';
import { startThrowawayApi } from './run.mjs';
import { startAppServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { apps, remoteApps, entries, root } = require('./apps.js');
const budget = require('./size-budget.json');

const check = process.argv.includes('--check');
const listFiles = process.argv.includes('--files');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzip = (body) => gzipSync(body, { level: 9 }).length;
const brotli = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'size-report-'));
const closers = [];
let failed = false;
try {
  const api = await startThrowawayApi(path.join(tmp, 'api'));
  closers.push(api.close);

  // Where each app is served, and the settings a deployment gives the render server.
  const origins = new Map();
  for (const app of apps) origins.set(app, `http://localhost:${await freePort()}`);
  const env = { API_URL: api.url, LOG_LEVEL: 'warn' };
  for (const app of remoteApps) {
    env[`MF_${app.name.toUpperCase()}_URL`] = `${origins.get(app)}/${entries.browserManifest}`;
  }
  for (const app of [...remoteApps, apps[0]]) {
    const server = await startAppServer({
      app,
      root: path.join(root, app.dir, 'dist'),
      port: Number(new URL(origins.get(app)).port),
      env,
    });
    closers.push(() => server.close());
  }

  /** The dist/ file behind a script URL, so its source map can be read from disk. */
  function distFile(url) {
    const { origin, pathname } = new URL(url);
    const app = apps.find((candidate) => origins.get(candidate) === origin);
    return app && path.join(root, app.dir, 'dist', decodeURIComponent(pathname));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  closers.push(() => browser.close());
  const shellOrigin = origins.get(apps[0]);
  const rows = [];
  for (const [route, limitKb] of Object.entries(budget.routes)) {
    // A first-time visitor: a fresh context, nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${shellOrigin}${encodeURI(route)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const files = [];
    for (const response of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({
        url: response.url(),
        body,
        raw: body.length,
        gzip: gzip(body),
        brotli: brotli(body),
      });
    }
    await context.close();
    const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
    const row = {
      route,
      requests: files.length,
      raw: total('raw'),
      gzip: total('gzip'),
      brotli: total('brotli'),
      limitKb,
      packages: packagesOf(files, distFile),
    };
    rows.push(row);
    if (listFiles) {
      console.log(`\n${route}: scripts in load order (KB raw, KB gzip)`);
      for (const file of files) {
        console.log(`  ${kb(file.raw).padStart(7)} ${kb(file.gzip).padStart(6)}  ${file.url}`);
      }
    }
  }

  console.log('\nFirst visit, JavaScript per route (gzip -9, brotli 11 of the bytes served):\n');
  console.log('| route | scripts | KB raw | KB gzip | KB brotli | budget KB gzip | |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const over = row.gzip > row.limitKb * 1024;
    failed ||= over;
    console.log(
      `| ${row.route} | ${row.requests} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} | ${row.limitKb} | ${over ? 'OVER BUDGET' : 'ok'} |`,
    );
  }
  for (const row of rows) {
    console.log(`\n${row.route}: where the bytes come from (KB raw, ≈ KB gzip)`);
    for (const [name, bytes] of row.packages) {
      console.log(
        `  ${name.padEnd(34)} ${kb(bytes.raw).padStart(7)}  ${kb(bytes.gzip).padStart(6)}`,
      );
    }
  }
  if (failed) {
    console.log(`\nA route is over its budget in scripts/size-budget.json.`);
    if (check) process.exitCode = 1;
  }
} finally {
  for (const close of closers.reverse()) await close();
  rmSync(tmp, { recursive: true, force: true });
}

/**
 * Bytes per package: each script's source map says which source every stretch of the minified
 * file came from; a stretch's gzip share is its raw share of its file's gzip size.
 */
function packagesOf(files, distFile) {
  const totals = new Map();
  const add = (name, raw, gzipped) => {
    const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
    entry.raw += raw;
    entry.gzip += gzipped;
    totals.set(name, entry);
  };
  for (const file of files) {
    const local = distFile(file.url);
    const text = file.body.toString('utf8');
    const ratio = file.raw ? file.gzip / file.raw : 0;
    if (!local || !existsSync(`${local}.map`)) {
      add(`(no source map) ${path.basename(new URL(file.url).pathname)}`, text.length, file.gzip);
      continue;
    }
    const lineStarts = [0];
    for (let index = 0; index < text.length; index += 1) {
      if (text[index] === '\n') lineStarts.push(index + 1);
    }
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${local}.map`, 'utf8')));
    const marks = [];
    consumer.eachMapping((mapping) => {
      marks.push({
        at: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn,
        source: mapping.source,
      });
    });
    marks.sort((a, b) => a.at - b.at);
    let mapped = 0;
    for (let index = 0; index < marks.length; index += 1) {
      const end = index + 1 < marks.length ? marks[index + 1].at : text.length;
      const length = end - marks[index].at;
      mapped += length;
      add(packageOf(marks[index].source), length, length * ratio);
    }
    const unmapped = text.length - mapped;
    if (unmapped > 0) add('(unmapped: runtime glue)', unmapped, unmapped * ratio);
  }
  return [...totals].sort((a, b) => b[1].raw - a[1].raw);
}

/** `webpack://blog/../../node_modules/react-dom/cjs/…` → react-dom; app code by app. */
function packageOf(source) {
  if (!source) return '(unmapped: runtime glue)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (source.includes('webpack/runtime')) return '(webpack runtime)';
  if (/shared-state\//.test(source)) return '@agency/shared-state';
  if (/packages\/ui\//.test(source)) return '@agency/ui';
  const app = /^webpack:\/\/([^/]+)\//.exec(source);
  return app ? `${app[1]} (app code)` : source;
}
