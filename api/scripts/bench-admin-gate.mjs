// npm run bench:admin-gate -w api [-- --dist dist,../other/dist]: what the SuperAdmin's gate
// costs an admin page's calls. A measurement, not a test: for each build (default: this one's
// dist/), an app in process on PGlite with two-factor sign-in required and a session that passed
// it, then 200 requests of each admin call, one at a time through app.inject (routing, the auth
// hook and its gate, validation, the query, serialization; no sockets), the builds taking turns
// request by request so that a busy machine slows them alike. Prints median and p99 per call
// per build, and the load average.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBenchApp, TENANT } from './bench-app.mjs';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distArg = process.argv.indexOf('--dist');
const dists = (distArg > 0 ? process.argv[distArg + 1] : 'dist')
  .split(',')
  .map((dir) => path.resolve(apiDir, dir));

const RUNS = 200;
const WARMUP = 30;
const CALLS = [
  ['posts, every status (drafts)', `/api/v1/posts/${TENANT}?limit=20`],
  ['a draft', null],
  ['inbox summary', `/api/v1/inbox/${TENANT}/summary`],
  ['audit log', `/api/v1/audit/${TENANT}`],
];

async function start(dist) {
  const { app, headers, close } = await startBenchApp({ dist, name: 'bench-gate' });
  let draft;
  for (let i = 0; i < 40; i += 1) {
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/posts/${TENANT}`,
      headers,
      payload: {
        title: `Bench post ${i}`,
        content: `<p>Brakes, tyres and reviews, part ${i}.</p>`,
        status: i % 2 ? 'Published' : 'Draft',
      },
    });
    if (created.statusCode !== 201 && created.statusCode !== 200)
      throw new Error(`post not created: ${created.statusCode} ${created.body}`);
    if (i % 2 === 0) draft = created.json()._id;
  }
  const calls = CALLS.map(([name, url]) => [name, url ?? `/api/v1/posts/${TENANT}/${draft}`]);
  for (const [name, url] of calls) {
    const reply = await app.inject({ method: 'GET', url, headers });
    if (reply.statusCode !== 200) throw new Error(`${name}: ${reply.statusCode} ${reply.body}`);
  }
  return {
    dist,
    calls,
    times: new Map(calls.map(([name]) => [name, []])),
    get: (url) => app.inject({ method: 'GET', url, headers }),
    close,
  };
}

const builds = [];
for (const dist of dists) builds.push(await start(dist));
try {
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    for (const build of builds) {
      for (const [name, url] of build.calls) {
        const began = performance.now();
        const reply = await build.get(url);
        const took = performance.now() - began;
        if (reply.statusCode !== 200) throw new Error(`${name}: ${reply.statusCode}`);
        if (run >= WARMUP) build.times.get(name).push(took);
      }
    }
  }
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `admin calls through app.inject, ${RUNS} each after ${WARMUP} warm-up; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const build of builds) {
    console.log(`\n${path.relative(process.cwd(), build.dist) || '.'}`);
    for (const [name, times] of build.times) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(32)} median ${at(sorted, 0.5).toFixed(2)} ms   p99 ${at(sorted, 0.99).toFixed(2)} ms`,
      );
    }
  }
} finally {
  for (const build of builds) await build.close();
}
