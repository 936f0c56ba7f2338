// npm run bench:inbox -w api [-- --pg]: the inbox list's latency with 10,000 leads, on PGlite
// (in memory) or on a throwaway PostgreSQL (--pg). A measurement, not a test: it prints p50 and
// p99 per query shape, each request through app.inject (routing, auth, validation, the query
// and serialization; no sockets), one at a time after a warm-up.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBenchApp, TENANT } from './bench-app.mjs';
import { startCluster } from './pg-cluster.mjs';

const LEADS = 10_000;
const RUNS = 300;
const WARMUP = 30;
const onPostgres = process.argv.includes('--pg');

const cluster = onPostgres ? await startCluster() : undefined;
const { app, headers, close } = await startBenchApp({
  dist: fileURLToPath(new URL('../dist', import.meta.url)),
  name: 'bench-inbox',
  databaseUrl: cluster?.url,
  twoFactor: 'optional',
});
try {
  // 10,000 leads over two years: a third each kind, a mix of statuses, some text to search.
  const kinds = ['contact', 'application', 'newsletter'];
  const statuses = ['New', 'Handled', 'Archived', 'Spam'];
  const start = Date.now() - 2 * 365 * 86_400_000;
  for (let batch = 0; batch < LEADS; batch += 500) {
    const rows = [];
    for (let i = batch; i < Math.min(LEADS, batch + 500); i += 1) {
      const kind = kinds[i % 3];
      rows.push({
        id: `lead-${String(i).padStart(6, '0')}`,
        tenant_id: TENANT,
        kind,
        status: statuses[(i * 7) % 4],
        name: kind === 'newsletter' ? null : `Visitor ${i}`,
        email: `visitor${i}@shop${i % 50}.example`,
        message:
          kind === 'newsletter'
            ? null
            : `We run a ${i % 5 === 0 ? 'body shop' : 'dealership'} and need help with brakes ${i}.`,
        created_at: new Date(start + i * 6_000_000),
      });
    }
    await app.db.insertInto('leads').values(rows).execute();
  }

  const get = (url) => app.inject({ method: 'GET', url, headers });
  const base = `/api/v1/inbox/${TENANT}/leads`;
  const middle = (await get(`${base}?limit=100`)).headers['x-next-cursor'];

  const scenarios = [
    ['first page (25)', base],
    ['page after 100', `${base}?cursor=${middle}`],
    ['status=New', `${base}?status=New`],
    ['kind=application', `${base}?kind=application`],
    ['search "body shop"', `${base}?q=body%20shop`],
    ['search, no match', `${base}?q=zzzz`],
    ['summary', `/api/v1/inbox/${TENANT}/summary`],
  ];
  const rows = [];
  for (const [name, url] of scenarios) {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    for (let i = 0; i < WARMUP; i += 1) await get(url);
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await get(url);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    rows.push({ scenario: name, 'p50 ms': at(0.5), 'p99 ms': at(0.99), 'max ms': at(1) });
  }
  console.log(
    `Inbox list, ${LEADS} leads, ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${RUNS} requests each, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(rows);
} finally {
  await close();
  cluster?.stop();
}
