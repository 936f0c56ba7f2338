// npm run bench:render: throughput and latency of the shell's render server, measured with
// autocannon on loopback against the production build (`npm run build` first), for / and a blog
// post, with the per-URL page cache on (as deployed) and off (every request renders), next to a
// static file of the same size sent by the static server the remotes use; and the post with the
// cache on while 1 % of requests carry a preview cookie of another version of the blog (deployed
// to a folder target beside the live one), as a team previewing in production costs everyone.
// `--health-reports` instead runs each page, cached and uncached, without and then with browsers'
// health reports (POST /_health: errors and retries of the live blog) arriving at
// BENCH_HEALTH_RATE a second in the background, in turn BENCH_HEALTH_ROUNDS times, and prints
// the two side by side.
//   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_HEALTH_RATE (default 100),
//   BENCH_HEALTH_ROUNDS (default 2)
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { freePort } from '../api/scripts/pg-cluster.mjs';
import { startThrowawayApi } from './run.mjs';
import { startRenderServer, startStaticServer } from './static-server.mjs';
import { deploy } from './deploy-remote.mjs';
import { folderTarget } from './deploy-targets.mjs';

const require = createRequire(import.meta.url);
const { remoteApps, entries, root } = require('./apps.js');
const { previewCookieName, signPreview } = require('./preview-signature.js');
const PREVIEW_SECRET = 'bench-preview-secret';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const { values: options } = parseArgs({ options: { 'health-reports': { type: 'boolean' } } });
const healthRate = Number(process.env.BENCH_HEALTH_RATE || 100);
const healthRounds = Number(process.env.BENCH_HEALTH_ROUNDS || 2);
/** Reports in flight at once at most: a slow server makes the sender skip, never pile up. */
const HEALTH_IN_FLIGHT = 8;

/**
 * Sends `reports` in turn to `url` at `rate` a second from a thread of its own (autocannon's
 * loop is not slowed by it), at most HEALTH_IN_FLIGHT at once, until stopped; stop() resolves
 * to the answers' statuses counted (and `skipped`: ticks when HEALTH_IN_FLIGHT were waiting).
 */
function sendHealthReports(url, rate, reports) {
  const worker = new Worker(
    `
    const { parentPort, workerData: { url, rate, reports, limit } } = require('node:worker_threads');
    const counts = {};
    let inFlight = 0, sent = 0, stopped = false;
    const count = (key) => (counts[key] = (counts[key] ?? 0) + 1);
    const timer = setInterval(() => {
      if (inFlight >= limit) return count('skipped');
      inFlight += 1;
      const body = JSON.stringify(reports[sent++ % reports.length]);
      fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body })
        .then((res) => count(res.status), () => count('failed'))
        .finally(() => (inFlight -= 1));
    }, 1000 / rate);
    parentPort.on('message', async () => {
      clearInterval(timer);
      while (inFlight) await new Promise((resolve) => setTimeout(resolve, 10));
      parentPort.postMessage(counts);
    });
    `,
    { eval: true, workerData: { url, rate, reports, limit: HEALTH_IN_FLIGHT } },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (counts) => void worker.terminate().then(() => resolve(counts)));
        worker.postMessage('stop');
      }),
  };
}
const closers = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));

try {
  const api = await startThrowawayApi(path.join(tmp, 'api'), { RATE_LIMIT_SCALE: '1000' });
  closers.push(api.close);

  // The reports all come from loopback: one address may send what all browsers would.
  const env = {
    API_URL: api.url,
    LOG_LEVEL: 'error',
    PREVIEW_SECRET,
    HEALTH_CAP_PER_ADDRESS: '10000',
  };
  // The blog from a deploy target: its build live, and the same code under another id staged
  // beside it (what a preview loads as a second container).
  const blogTarget = path.join(tmp, 'blog-target');
  const blogDist = path.join(root, 'remotes/blog/dist');
  const live = await deploy({ name: 'blog', dist: blogDist, target: folderTarget(blogTarget) });
  const other = path.join(tmp, 'blog-other');
  cpSync(blogDist, other, { recursive: true });
  writeFileSync(path.join(other, 'bench-version.txt'), 'another version');
  const staged = await deploy({
    name: 'blog',
    dist: other,
    target: folderTarget(blogTarget),
    stage: true,
  });
  const previewCookie = `${previewCookieName('blog')}=${signPreview(PREVIEW_SECRET, {
    remote: 'blog',
    version: staged.id,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}`;
  for (const app of remoteApps) {
    const port = await freePort();
    const server = await startStaticServer({
      root: app.name === 'blog' ? blogTarget : path.join(root, app.dir, 'dist'),
      port,
      name: app.name,
    });
    closers.push(() => server.close());
    env[`MF_${app.name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}/${entries.browserManifest}`;
  }
  const shellDist = path.join(root, 'shell/dist');
  const cachedPort = await freePort();
  const uncachedPort = await freePort();
  closers.push((await startRenderServer({ root: shellDist, port: cachedPort, env })).close);
  closers.push(
    (
      await startRenderServer({
        root: shellDist,
        port: uncachedPort,
        env: { ...env, RENDER_CACHE_MS: '0' },
      })
    ).close,
  );

  const pages = { home: '/', post: '/tech&tranquility/what-is-seo' };
  const staticDir = path.join(tmp, 'static');
  const staticPort = await freePort();
  const sizes = {};
  for (const [name, page] of Object.entries(pages)) {
    const body = await (await fetch(`http://127.0.0.1:${cachedPort}${page}`)).text();
    sizes[name] = Buffer.byteLength(body);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, `${name}.txt`), 'x'.repeat(sizes[name]));
  }
  const staticServer = await startStaticServer({
    root: staticDir,
    port: staticPort,
    name: 'static',
  });
  closers.push(() => staticServer.close());

  const run = (url, options = {}) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration: seconds, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  // Each connection sends these in turn: one request in a hundred previews.
  const onePercentPreviewing = Array.from({ length: 100 }, (_, index) =>
    index === 0 ? { headers: { cookie: previewCookie } } : {},
  );
  const rows = [];
  for (const [name, page] of options['health-reports'] ? [] : Object.entries(pages)) {
    const baseline = await run(`http://127.0.0.1:${staticPort}/${name}.txt`);
    rows.push({ name: `static file, ${name} size`, result: baseline, baseline });
    for (const [label, port] of [
      ['cached', cachedPort],
      ['uncached', uncachedPort],
    ]) {
      rows.push({
        name: `${page} ${label}`,
        result: await run(`http://127.0.0.1:${port}${encodeURI(page)}`),
        baseline,
      });
    }
    if (name === 'post')
      rows.push({
        name: `${page} cached, 1 % previewing another blog version`,
        result: await run(`http://127.0.0.1:${cachedPort}${encodeURI(page)}`, {
          requests: onePercentPreviewing,
        }),
        baseline,
      });
  }

  const healthRows = [];
  if (options['health-reports']) {
    // What a browser sends (shell/src/remotes/health-report.ts): mostly failures, some retries.
    const report = { remote: 'blog', version: live.id, route: '/tech&tranquility/*' };
    const reports = Array.from({ length: 10 }, (_, index) =>
      index < 7
        ? { ...report, phase: 'render', hash: (0x0badf00d + index).toString(16).padStart(8, '0') }
        : { ...report, phase: 'chunk', hash: 'cafebabe', attempt: index - 6 },
    );
    for (const page of Object.values(pages))
      for (const [label, port] of [
        ['cached', cachedPort],
        ['uncached', uncachedPort],
      ]) {
        const url = `http://127.0.0.1:${port}${encodeURI(page)}`;
        // Without and with in turn, healthRounds times: a shared machine's drift falls on both.
        const without = [];
        const withReports = [];
        const answers = {};
        for (let round = 0; round < healthRounds; round++) {
          without.push(await run(url));
          const sender = sendHealthReports(`http://127.0.0.1:${port}/_health`, healthRate, reports);
          withReports.push(await run(url));
          for (const [status, count] of Object.entries(await sender.stop()))
            answers[status] = (answers[status] ?? 0) + count;
        }
        healthRows.push({ name: `${page} ${label}`, without, withReports, answers });
      }
  }

  console.log(
    `\nRender server, ${connections} connections, ${seconds} s each (${os.cpus().length} cores); / is ${(sizes.home / 1024).toFixed(1)} KB, the post ${(sizes.post / 1024).toFixed(1)} KB\n`,
  );
  if (rows.length) {
    console.log('| what | req/s | p50 ms | p99 ms | errors | non-2xx | vs static |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
  }
  for (const { name, result, baseline } of rows) {
    const ratio = result.requests.average / baseline.requests.average;
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} | ${ratio.toFixed(2)} |`,
    );
  }
  if (healthRows.length) {
    const mean = (results, pick) =>
      results.reduce((sum, result) => sum + pick(result), 0) / results.length;
    console.log(
      `The pages without health reports, then with ${healthRate} reports a second arriving (POST /_health, at most ${HEALTH_IN_FLIGHT} in flight), in turn ${healthRounds} times, means; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(
      '| what | req/s without | req/s with reports | change | p99 ms without | p99 ms with | reports answered |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const { name, without, withReports, answers } of healthRows) {
      const rate = (results) => mean(results, (result) => result.requests.average);
      const p99 = (results) => mean(results, (result) => result.latency.p99).toFixed(0);
      const change = rate(withReports) / rate(without) - 1;
      const answered = Object.entries(answers)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      console.log(
        `| ${name} | ${rate(without).toFixed(0)} | ${rate(withReports).toFixed(0)} | ${(change * 100).toFixed(1)} % | ${p99(without)} | ${p99(withReports)} | ${answered} |`,
      );
    }
  }
} finally {
  for (const close of closers.reverse()) close();
  rmSync(tmp, { recursive: true, force: true });
}
