// npm run bench -w api [-- --seconds 60 --connections 200 --targets pglite,pg,static]
//
// The api under load, against the built server (dist/) on loopback, compared with a trivial
// Node HTTP server sending the very same bytes (what this machine can serve at best):
//
//   targets    pglite  the api on its embedded database (a fresh data folder)
//              pg      the api on a throwaway PostgreSQL server (scripts/pg-cluster.mjs)
//              static  static-server.mjs, answering each URL with the api's reply bytes
//   scenarios  mix     anonymous reads as the blog makes them: the published list, a post by
//                      id and its comments, in equal shares over every post, 20 % of them
//                      with a logged-in user's bearer token
//              list    the published list alone
//
// Data: the seven sample posts of a fresh site, COMMENTS_PER_POST comments on each and
// --comments (1,731 by default: a long thread, which went out whole to every visitor before
// comments were paged) on the newest one.
// Prints req/s, p50/p99/max latency, errors, non-2xx, timeouts (> --timeout s) and the ratio
// to the static server per scenario. Request logging is at --log-level (info, as production).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startCluster } from './pg-cluster.mjs';

const require = createRequire(import.meta.url);
require('../test/support/swc-register.js');
const { mustCallApi } = require('../test/support/api-client.ts');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS || '60' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS || '200' },
    targets: { type: 'string', default: 'pglite,pg,static' },
    scenarios: { type: 'string', default: 'mix,list' },
    comments: { type: 'string', default: '1731' },
    timeout: { type: 'string', default: '10' },
    // The api's LOG_LEVEL during the run: `info`, as production runs it (a line per request).
    'log-level': { type: 'string', default: 'info' },
    // Another build of the api to measure (e.g. a copy of an older dist/ inside api/).
    server: { type: 'string', default: 'dist/server.js' },
    // Node flags for the api, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
    'node-args': { type: 'string', default: '' },
    // Old spelling: `npm run bench:pg` = PostgreSQL only.
    pg: { type: 'boolean', default: false },
  },
});
const duration = Number(args.seconds);
const connections = Number(args.connections);
const timeout = Number(args.timeout);
const bigThread = Number(args.comments);
const logLevel = args['log-level'];
const serverScript = args.server;
const nodeArgs = args['node-args'].split(' ').filter(Boolean);
const targets = args.pg ? ['pg'] : args.targets.split(',').map((name) => name.trim());
const scenarios = args.scenarios.split(',').map((name) => name.trim());
const COMMENTS_PER_POST = 12;
const ROUNDS = 10; // the mix: 10 rounds of (list, post, comments) = 30 requests per connection
const tenant = 'revline';
const admin = {
  username: 'benchadmin',
  password: 'Bench-Admin-Pass-1',
  email: 'bench@revline.example',
};
const reader = {
  username: 'benchreader',
  password: 'Bench-Reader-Pass-1',
  email: 'reader@bench.example',
};

for (const [name, value] of Object.entries({ duration, connections, timeout, bigThread })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
}
if (!fs.existsSync(path.resolve(root, serverScript))) {
  console.error(`${serverScript} is missing: run \`npm run build -w api\` first.`);
  process.exit(1);
}

const children = new Set();
const cleanups = [];
process.on('SIGINT', () => {
  for (const fn of cleanups.reverse()) fn();
  process.exit(130);
});

/** User + system CPU time of a process in ms (Linux /proc), undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

function startChild(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitForServer(base, urlPath) {
  for (let i = 0; i < 900; i += 1) {
    try {
      if ((await fetch(`${base}${urlPath}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not start`);
}

function client(base) {
  return (method, url, body, token) => mustCallApi(base, tenant, method, url, { token, body });
}

async function verificationLink(outbox, to) {
  for (let i = 0; i < 300; i += 1) {
    const mail = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).map((file) => {
          try {
            return JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'));
          } catch {
            return { to: '' }; // still being written: read again next time
          }
        })
      : [];
    const link = mail.find((message) => message.to.includes(to))?.links?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verification link in the outbox after 30 s');
}

/** Starts the api on a fresh data folder (and database), creates the readers and comments. */
async function startApi(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const cluster = kind === 'pg' ? await startCluster() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild([...nodeArgs, serverScript], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: cluster ? cluster.url : '',
    TENANT_ID: tenant,
    SEED_POSTS: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_EMAIL: admin.email,
    LOG_LEVEL: logLevel,
    // The 200 connections all come from 127.0.0.1; in production they are many visitors (or
    // one proxy, where the cap is off too), so the per-address connection cap is off here.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    RATE_LIMIT_SCALE: '100000',
  });
  const stop = async () => {
    await stopChild(server);
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(() => {
    server.kill('SIGTERM');
    cluster?.stop();
  });
  try {
    await waitForServer(base, '/health');
    const api = client(base);
    // A verified User: register, follow the link from the outbox, log in.
    await api('POST', `/users/${tenant}/register`, { ...reader, tenant: 'Revline Digital' });
    // Mail goes through the durable queue: the file appears when the worker sends it.
    const link = await verificationLink(path.join(dataDir, 'outbox'), reader.email);
    const url = new URL(link);
    const verifyToken = url.searchParams.get('token') ?? url.pathname.split('/').pop();
    await api('GET', `/users/${tenant}/verify-email/${encodeURIComponent(verifyToken)}`);
    const { token } = await api('POST', `/users/${tenant}/login`, reader);

    const posts = await api('GET', `/posts/${tenant}?status=Published`);
    if (posts.length === 0) throw new Error('no sample posts');
    const jobs = [];
    posts.forEach((post, index) => {
      const count = index === 0 ? bigThread : COMMENTS_PER_POST;
      for (let i = 1; i <= count; i += 1) {
        jobs.push(() =>
          api(
            'POST',
            `/posts/${tenant}/${post._id}/comments`,
            {
              content: `Comment ${i} on "${post.title}": thanks, this helped our shop with its reviews and bookings.`,
            },
            token,
          ),
        );
      }
    });
    for (let i = 0; i < jobs.length; i += 8)
      await Promise.all(jobs.slice(i, i + 8).map((job) => job()));
    return { base, token, posts, stop, pid: server.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The URLs of a scenario, with the bearer token on 20 % of the mix. */
function requestsOf(scenario, posts, token) {
  const list = `/api/v1/posts/${tenant}?status=Published`;
  if (scenario === 'list') return [{ method: 'GET', path: list }];
  const requests = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const post = posts[round % posts.length];
    requests.push(
      { method: 'GET', path: list },
      { method: 'GET', path: `/api/v1/posts/${tenant}/${post._id}` },
      { method: 'GET', path: `/api/v1/posts/${tenant}/${post._id}/comments` },
    );
  }
  // Six of thirty, spread over the three kinds of read.
  for (const index of [0, 4, 8, 15, 19, 23]) {
    requests[index] = { ...requests[index], headers: { authorization: `Bearer ${token}` } };
  }
  return requests;
}

function run(base, requests, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout,
        headers: { 'x-tenant-id': tenant },
        requests,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function captureBytes(base, scenarioRequests) {
  const bytes = {};
  for (const { path: urlPath } of scenarioRequests) {
    if (bytes[urlPath] !== undefined) continue;
    const res = await fetch(`${base}${urlPath}`, { headers: { 'x-tenant-id': tenant } });
    bytes[urlPath] = await res.text();
  }
  return bytes;
}

const results = [];
let postCount = 0;
let staticBytes;
let staticRequests;

async function measure(target, base, requestsFor, pid) {
  for (const scenario of scenarios) {
    const requests = requestsFor(scenario);
    await run(base, requests, Math.min(3, duration)); // warm-up, not counted
    const cpuBefore = cpuMs(pid);
    const result = await run(base, requests);
    const cpuAfter = cpuMs(pid);
    // The server's own CPU time per reply: what the code costs, whatever else the machine runs.
    const cpuPerReply =
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
        : undefined;
    results.push({ target, scenario, result, cpuPerReply });
    console.error(`  ${target} ${scenario}: ${result.requests.average.toFixed(0)} req/s`);
  }
}

const loadBefore = os.loadavg();
try {
  for (const kind of targets.filter((name) => name === 'pglite' || name === 'pg')) {
    console.error(`starting the api on ${kind}...`);
    const { base, token, posts, stop, pid } = await startApi(kind);
    postCount = posts.length;
    try {
      const requestsFor = (scenario) => requestsOf(scenario, posts, token);
      if (!staticBytes) {
        staticRequests = Object.fromEntries(
          scenarios.map((scenario) => [scenario, requestsFor(scenario)]),
        );
        staticBytes = await captureBytes(base, Object.values(staticRequests).flat());
      }
      await measure(kind === 'pg' ? 'api on PostgreSQL' : 'api on PGlite', base, requestsFor, pid);
    } finally {
      await stop();
    }
  }
  if (targets.includes('static')) {
    if (!staticBytes) {
      // The static server alone still needs the api's bytes once.
      console.error('starting the api on pglite for its bytes...');
      const { base, token, posts, stop } = await startApi('pglite');
      staticRequests = Object.fromEntries(scenarios.map((s) => [s, requestsOf(s, posts, token)]));
      staticBytes = await captureBytes(base, Object.values(staticRequests).flat());
      await stop();
    }
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-static-')),
      'bytes.json',
    );
    fs.writeFileSync(file, JSON.stringify(staticBytes));
    const port = await freePort();
    const server = startChild(['scripts/static-server.mjs', file, String(port)], {});
    cleanups.push(() => server.kill('SIGTERM'));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(base, '/health');
      await measure(
        'static (same bytes)',
        base,
        (scenario) => staticRequests[scenario],
        server.pid,
      );
    } finally {
      await stopChild(server);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}

const loadAfter = os.loadavg();
const staticResults = results.filter((r) => r.target.startsWith('static'));
const staticRate = Object.fromEntries(
  staticResults.map((r) => [r.scenario, r.result.requests.average]),
);
const staticP99 = Object.fromEntries(staticResults.map((r) => [r.scenario, r.result.latency.p99]));
const bytesOf = (scenario) => {
  const requests = staticRequests?.[scenario] ?? [];
  const total = requests.reduce(
    (sum, r) => sum + Buffer.byteLength(staticBytes?.[r.path] ?? ''),
    0,
  );
  return requests.length ? total / requests.length / 1024 : 0;
};
console.log(
  `\n${connections} connections, ${duration} s per run, timeout ${timeout} s; Node ${process.version}, ${os.cpus().length} CPUs; ` +
    `load average ${loadBefore.map((n) => n.toFixed(1)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(1)).join(' ')} after`,
);
console.log(
  `mix: the published list, a post by id and its comments over the ${Math.min(ROUNDS, postCount)} newest posts, 20 % logged in; ` +
    `comments: ${bigThread} on the newest post, ${COMMENTS_PER_POST} on the others`,
);
console.log(
  '| target | scenario | KB/reply | req/s | p50 ms | p99 ms | max ms | errors | non-2xx | timeouts | ratio to static | p99 / static p99 | server CPU µs/reply |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { target, scenario, result, cpuPerReply } of results) {
  const ratio = staticRate[scenario]
    ? (result.requests.average / staticRate[scenario]).toFixed(3)
    : '–';
  const p99Ratio = staticP99[scenario]
    ? (result.latency.p99 / staticP99[scenario]).toFixed(2)
    : '–';
  console.log(
    `| ${target} | ${scenario} | ${bytesOf(scenario).toFixed(1)} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${result.non2xx} | ${result.timeouts} | ${ratio} | ${p99Ratio} | ${cpuPerReply === undefined ? '–' : cpuPerReply.toFixed(0)} |`,
  );
}
