// npm run bench:revisions -w api [-- --targets pglite,pg --runs 100]: what a post's history costs
// the editor. A measurement, not a test: an app in process (PGlite, and a throwaway PostgreSQL
// with `pg`), one post of 5,000 words saved 50 more times (a few words changed each time, as a
// writer does), then `--runs` requests of each call through app.inject (routing, the auth hook,
// the query, the word diff, serialization; no sockets): the history list (50 revisions) and the
// diff of the first and the last revision (two 5,000-word bodies). Prints median and p99 per call
// per database, and the load average.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchApp, TENANT } from './bench-app.mjs';
import { startCluster } from './pg-cluster.mjs';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,pg' },
    runs: { type: 'string', default: '100' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = 10;
const WORDS = 5000;
const SAVES = 50;
const VOCABULARY =
  'brakes tyres alignment reviews customers estimate workshop dealership service oil filter battery warranty inspection booking'.split(
    ' ',
  );

/** A body of `WORDS` words in paragraphs of 100; `variant` changes every 250th word. */
function body(variant) {
  const words = Array.from({ length: WORDS }, (_, i) =>
    i % 250 === 0 && variant ? `edit${variant}` : VOCABULARY[(i * 7) % VOCABULARY.length],
  );
  const paragraphs = [];
  for (let i = 0; i < words.length; i += 100)
    paragraphs.push(`<p>${words.slice(i, i + 100).join(' ')}</p>`);
  return paragraphs.join('');
}

async function start(target) {
  const cluster = target === 'pg' ? await startCluster() : undefined;
  const { app, headers, close } = await startBenchApp({
    dist: path.join(apiDir, 'dist'),
    name: 'bench-revisions',
    databaseUrl: cluster?.url,
    twoFactor: 'optional',
  });
  const inject = async (method, url, payload) => {
    const reply = await app.inject({ method, url, headers, payload });
    if (reply.statusCode >= 300)
      throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply;
  };
  const post = (
    await inject('POST', `/api/v1/posts/${TENANT}`, { title: 'A long guide', content: body(0) })
  ).json();
  for (let save = 1; save <= SAVES; save += 1)
    await inject('PUT', `/api/v1/posts/${TENANT}/${post._id}`, { content: body(save) });
  const base = `/api/v1/posts/${TENANT}/${post._id}/revisions`;
  const revisions = (await inject('GET', `${base}`)).json();
  const list = revisions;
  const first = list.at(-1)._id;
  const last = list[0]._id;
  return {
    target,
    calls: [
      [`history, ${list.length} revisions`, `${base}`],
      [`diff of two ${WORDS}-word revisions`, `${base}/${first}/diff?against=${last}`],
    ],
    get: (url) => inject('GET', url),
    close: async () => {
      await close();
      await cluster?.stop();
    },
  };
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(
  `post history through app.inject, ${RUNS} each after ${WARMUP} warm-up; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const target of args.targets.split(',').map((name) => name.trim())) {
  const bench = await start(target);
  try {
    console.log(`\n${target}`);
    for (const [name, url] of bench.calls) {
      const times = [];
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const began = performance.now();
        await bench.get(url);
        if (run >= WARMUP) times.push(performance.now() - began);
      }
      const sorted = times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(36)} median ${at(sorted, 0.5).toFixed(2)} ms   p99 ${at(sorted, 0.99).toFixed(2)} ms`,
      );
    }
  } finally {
    await bench.close();
  }
}
