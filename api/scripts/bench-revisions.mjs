// npm run bench:revisions -w api [-- --targets pglite,pg --runs 100]: what a post's history costs
// the editor. A measurement, not a test: an app in process (PGlite, and a throwaway PostgreSQL
// with `pg`), one post of 5,000 words saved 50 more times (a few words changed each time, as a
// writer does), then `--runs` requests of each call through app.inject (routing, the auth hook,
// the query, the word diff, serialization; no sockets): the history list (50 revisions) and the
// diff of the first and the last revision (two 5,000-word bodies). Prints median and p99 per call
// per database, and the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startCluster } from './pg-cluster.mjs';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
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
const TENANT = 'revline';
const ADMIN = { username: 'admin', password: 'Bench-Password-1', email: 'admin@bench.example' };
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
  const { buildApp } = require(path.join(apiDir, 'dist/build.js'));
  const { loadConfig } = require(path.join(apiDir, 'dist/config.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-revisions-'));
  const cluster = target === 'pg' ? await startCluster() : undefined;
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster?.url ?? '',
      TENANT_ID: TENANT,
      SEED_POSTS: 'false',
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '10',
      RATE_LIMIT_SCALE: '1000',
      ADMIN_TWO_FACTOR: 'optional',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    }),
  });
  const inject = async (method, url, payload) => {
    const reply = await app.inject({ method, url, headers, payload });
    if (reply.statusCode >= 300)
      throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply;
  };
  const headers = { 'x-tenant-id': TENANT };
  const login = await inject('POST', `/api/v1/users/${TENANT}/login`, {
    username: ADMIN.username,
    password: ADMIN.password,
  });
  headers.authorization = `Bearer ${login.json().token}`;
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
      await app.close();
      await cluster?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
