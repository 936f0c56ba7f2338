// npm run bench:newsletter -w api [-- --subscribers 10000]: a newsletter send to 10,000
// confirmed subscribers, queued and delivered by the built api (dist/server.js, one process) on
// a throwaway PostgreSQL into an SMTP server on loopback that counts what it receives. A
// measurement, not a test: it prints the time to queue every mail, the time until the last
// one was accepted, and the api process's resident memory (before, peak while sending, and
// the kernel's high-water mark for the whole process).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startCluster } from './pg-cluster.mjs';

const require = createRequire(import.meta.url);
require('../test/support/swc-register.js');
const { mustCallApi } = require('../test/support/api-client.ts');
const { startSmtp } = require('../test/support/smtp.ts');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const SUBSCRIBERS = argument('--subscribers', 10_000);
const TENANT = 'revline';
const ADMIN = { username: 'admin', password: 'Bench-Password-1', email: 'admin@bench.example' };

/** Resident memory of a process in MB: now (VmRSS) and its peak so far (VmHWM). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The sink: accepts everything, keeps a count per recipient.
const received = new Map();
const sink = await startSmtp((mail) => {
  for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
});

const cluster = await startCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-'));
const port = await freePort();
const server = `http://127.0.0.1:${port}`;
let child;
try {
  child = spawn(process.execPath, [path.join(root, 'dist', 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      SMTP_URL: sink.url,
      SEED_POSTS: 'false',
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '12',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${server}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600 || child.exitCode !== null) throw new Error('the api did not start');
    await sleep(100);
  }
  const call = (method, url, token, body) =>
    mustCallApi(server, TENANT, method, url, { token, body });
  const { token } = await call('POST', `/users/${TENANT}/login`, undefined, ADMIN);
  const post = await call('POST', `/posts/${TENANT}`, token, {
    title: 'Ten thousand readers',
    // About the size of a real issue: a few paragraphs, a heading, a list, a link and an image.
    content: `<h2>What changed</h2>${'<p>Brake pads wear faster in stop-and-go traffic; a squeak is the wear indicator talking, and a grinding noise means metal on metal. Book a check before the rotors need replacing.</p>'.repeat(8)}<ul><li>Pads</li><li>Rotors</li><li>Fluid</li></ul><p><a href="/services/seo">Our services</a></p><figure class="image"><img src="/media/pads.png" alt="Brake pads"></figure>`,
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    status: 'Published',
  });

  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  await db.query(
    `INSERT INTO newsletter_subscribers (tenant_id, email, status, created_at, confirmed_at)
     SELECT $1, 'reader' || n || '@bench.example', 'confirmed', now(), now()
       FROM generate_series(1, $2::int) AS n`,
    [TENANT, SUBSCRIBERS],
  );

  const before = memory(child.pid);
  let peak = before.rss;
  const started = performance.now();
  const send = await call('POST', `/newsletters/${TENANT}/sends`, token, { postId: post._id });
  let queuedMs;
  for (;;) {
    peak = Math.max(peak, memory(child.pid).rss);
    if (queuedMs === undefined) {
      const { rows } = await db.query(`SELECT status FROM newsletter_sends WHERE id = $1`, [
        send.id,
      ]);
      if (rows[0]?.status === 'queued') queuedMs = performance.now() - started;
    }
    if (received.size >= SUBSCRIBERS) break;
    if (child.exitCode !== null) throw new Error('the api exited');
    if (performance.now() - started > 30 * 60_000) throw new Error('gave up after 30 minutes');
    await sleep(100);
  }
  const deliveredMs = performance.now() - started;
  const final = await call('GET', `/newsletters/${TENANT}/sends/${send.id}`, token);
  const after = memory(child.pid);
  await db.end();

  const duplicates = [...received.values()].filter((n) => n > 1).length;
  console.log(
    `Newsletter send, ${SUBSCRIBERS} confirmed subscribers, PostgreSQL, SMTP sink on loopback, one api process; load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} CPUs`,
  );
  console.table([
    { measure: 'every mail queued (s)', value: (queuedMs / 1000).toFixed(1) },
    { measure: 'every mail accepted by SMTP (s)', value: (deliveredMs / 1000).toFixed(1) },
    { measure: 'mails per second', value: Math.round(SUBSCRIBERS / (deliveredMs / 1000)) },
    { measure: 'addresses mailed twice', value: duplicates },
    { measure: 'send counts', value: JSON.stringify(final.counts) },
    { measure: 'api RSS before the send (MB)', value: before.rss.toFixed(0) },
    { measure: 'api RSS peak while sending (MB, sampled every 100 ms)', value: peak.toFixed(0) },
    { measure: 'api RSS high-water mark, whole process (MB, VmHWM)', value: after.hwm.toFixed(0) },
  ]);
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) =>
    child && child.exitCode === null ? child.once('exit', resolve) : resolve(),
  );
  cluster.stop();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
