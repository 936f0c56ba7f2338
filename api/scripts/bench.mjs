// npm run bench -w api [-- --pg]: requests per second and p99 latency of the two busiest
// public reads, measured with autocannon against the built server (dist/) on loopback:
//   GET /api/v1/posts/{tenant}?status=Published   with 50 published posts
//   GET /api/v1/posts/{tenant}/{slug}
// On PGlite by default; with --pg against a throwaway PostgreSQL server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startCluster } from './pg-cluster.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const usePostgres = process.argv.includes('--pg');
const duration = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const tenant = 'revline';
const admin = {
  username: 'benchadmin',
  password: 'Bench-Admin-Pass-1',
  email: 'bench@revline.example',
};

if (!fs.existsSync(path.join(root, 'dist', 'server.js'))) {
  console.error('dist/server.js is missing: run `npm run build -w api` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const cluster = usePostgres ? await startCluster() : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(cluster ? { DATABASE_URL: cluster.url } : { DATABASE_URL: '' }),
    TENANT_ID: tenant,
    SEED_POSTS: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_EMAIL: admin.email,
    LOG_LEVEL: 'warn',
  },
});

const cleanup = () => {
  server.kill('SIGTERM');
  cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

async function api(method, url, body, token) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      'x-tenant-id': tenant,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

async function waitForServer() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const paragraph =
  'Independent repair shops win customers when their website loads fast, answers the questions drivers ask, and makes booking easy. ';
function content(i) {
  return `<h2>Section ${i}</h2>${Array.from({ length: 6 }, (_, j) => `<p>${paragraph.repeat(3)}(${i}.${j})</p>`).join('')}`;
}

function measure(title, url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { 'x-tenant-id': tenant } },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

try {
  await waitForServer();
  const { token } = await api('POST', `/users/${tenant}/login`, {
    username: admin.username,
    password: admin.password,
  });
  let slug = '';
  for (let i = 1; i <= 50; i += 1) {
    const post = await api(
      'POST',
      `/posts/${tenant}`,
      {
        title: `Benchmark post ${i}`,
        content: content(i),
        tags: ['Marketing', 'Digital'],
        status: 'Published',
      },
      token,
    );
    if (i === 25) slug = post.slug;
  }
  const list = await api('GET', `/posts/${tenant}?status=Published`);
  if (list.length !== 50) throw new Error(`expected 50 posts, got ${list.length}`);
  const listBytes = JSON.stringify(list).length;

  // Warm-up, not measured.
  await new Promise((resolve) =>
    autocannon(
      {
        url: `${base}/api/v1/posts/${tenant}?status=Published`,
        duration: 2,
        headers: { 'x-tenant-id': tenant },
      },
      resolve,
    ),
  );

  const runs = [
    await measure(
      `GET /posts/{tenant}?status=Published (50 posts, ${Math.round(listBytes / 1024)} KB)`,
      `${base}/api/v1/posts/${tenant}?status=Published`,
    ),
    await measure('GET /posts/{tenant}/{slug}', `${base}/api/v1/posts/${tenant}/${slug}`),
  ];
  console.log(
    `\nDatabase: ${usePostgres ? 'PostgreSQL (local, loopback)' : 'PGlite (data folder)'}; ${connections} connections, ${duration} s each, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  console.log('| endpoint | req/s (mean) | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { title, result } of runs) {
    console.log(
      `| ${title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
    );
  }
} finally {
  cleanup();
}
