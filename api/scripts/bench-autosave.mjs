// npm run bench:autosave -w api [-- --posts 200 --words 5000 --runs 200]: what one autosave of
// the editor costs the api, and how many the editor sends. A measurement, not a test: the built
// app (dist/) in process, on PGlite, or on PostgreSQL when DATABASE_URL names a server; --posts
// drafts of --words words each, then --runs autosaves (PUT /posts/{tenantId}/{id}/autosave) of
// a whole post's body, one at a time through app.inject (routing, the auth hook, validation of
// the body, sanitizing it, the upsert, the presence upsert and read; no sockets), each to a post
// picked in turn. Prints p50 and p99, the load average, and the autosaves per minute the
// editor's timing (@agency/contract/autosave) implies.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startBenchApp, TENANT } from './bench-app.mjs';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS, HEARTBEAT_MS } from '@agency/contract/autosave';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '200' },
    words: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '200' },
  },
});
const POSTS = Number(args.posts);
const WORDS = Number(args.words);
const RUNS = Number(args.runs);
const WARMUP = Math.min(20, RUNS);
const VOCABULARY = ['brakes', 'tyres', 'reviews', 'workshop', 'booking', 'winter', 'oil', 'the'];

/** A body of `words` words in paragraphs of 100, different for each `seed`. */
function body(words, seed) {
  const paragraphs = [];
  for (let start = 0; start < words; start += 100) {
    const paragraph = [];
    for (let i = start; i < Math.min(words, start + 100); i += 1)
      paragraph.push(VOCABULARY[(i * 7 + seed) % VOCABULARY.length]);
    paragraphs.push(`<p>${paragraph.join(' ')}.</p>`);
  }
  return paragraphs.join('');
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const { app, headers, close } = await startBenchApp({
  dist: path.join(apiDir, 'dist'),
  name: 'bench-autosave',
  databaseUrl: process.env.DATABASE_URL,
});
try {
  const ids = [];
  for (let i = 0; i < POSTS; i += 1) {
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/posts/${TENANT}`,
      headers,
      payload: { title: `Bench post ${i}`, content: body(WORDS, i) },
    });
    if (created.statusCode !== 201) throw new Error(`post not created: ${created.body}`);
    ids.push(created.json()._id);
  }

  const times = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const payload = {
      baseVersion: 1,
      tabId: 'bench-tab-1',
      title: `Bench post ${run}`,
      content: body(WORDS, run + 1),
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
      status: 'Draft',
      publishAt: null,
      unpublishAt: null,
      tags: [],
      featureImage: null,
    };
    const url = `/api/v1/posts/${TENANT}/${ids[run % ids.length]}/autosave`;
    const began = performance.now();
    const reply = await app.inject({ method: 'PUT', url, headers, payload });
    const took = performance.now() - began;
    if (reply.statusCode !== 200) throw new Error(`autosave: ${reply.statusCode} ${reply.body}`);
    if (run >= WARMUP) times.push(took);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const bytes = Buffer.byteLength(body(WORDS, 1));
  console.log(
    `${database}: ${POSTS} posts of ${WORDS} words (${(bytes / 1024).toFixed(0)} KB of HTML); ` +
      `${RUNS} autosaves after ${WARMUP} warm-up; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  console.log(`  one autosave PUT   p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms`);
  const perMinute = (ms) => (60_000 / ms).toFixed(0);
  console.log(
    `  autosaves per minute of steady typing (no pause of ${AUTOSAVE_DELAY_MS / 1000} s): ` +
      `${perMinute(AUTOSAVE_MAX_WAIT_MS)} (one every ${AUTOSAVE_MAX_WAIT_MS / 1000} s); ` +
      `typing with a pause after every burst: at most ${perMinute(AUTOSAVE_DELAY_MS)}; ` +
      `an open, idle editor: ${perMinute(HEARTBEAT_MS)} heartbeats`,
  );
} finally {
  await close();
}
