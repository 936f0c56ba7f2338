// node scripts/hardening-figures.mjs [--api DIR]: the figures of each finding of the hostile
// test (replayed by test/security/findings.test.ts), measured against a built api
// (DIR/dist/server.js, default this package) started on a free loopback port with a fresh data
// folder and the shipped limits. Run it on an older build for the "before" figures. Clients
// use several loopback source addresses (127.0.0.x) where a finding is about one address
// against others.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './pg-cluster.mjs';

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({ options: { api: { type: 'string' } } });
const apiDir = path.resolve(values.api ?? here);
const tenant = 'revline';
const admin = {
  username: 'figadmin',
  password: 'Figures-Admin-Pass-1',
  email: 'fig@revline.example',
};
const password = 'Correct-Horse-9';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-figures-'));
const outbox = path.join(dataDir, 'outbox');
const port = await freePort();
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_POSTS: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_EMAIL: admin.email,
    LOG_LEVEL: 'error',
    // Short, so the slow sockets are seen being cut within the run (the default is 120 s).
    REQUEST_TIMEOUT_S: '5',
    HEADERS_TIMEOUT_S: '2',
  },
});
const cleanup = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

/** One request from a chosen loopback source address. */
function request(method, urlPath, { body, token, from = '127.0.0.1', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined
        ? undefined
        : typeof body === 'string' || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress: from,
        agent: false,
        headers: {
          'x-tenant-id': tenant,
          ...(payload !== undefined && typeof body === 'object' && !Buffer.isBuffer(body)
            ? { 'content-type': 'application/json' }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const mails = () =>
  fs.existsSync(outbox)
    ? fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
    : [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = (xs) => {
  const out = [];
  for (const x of xs) {
    const last = out[out.length - 1];
    if (last && last[0] === x) last[1] += 1;
    else out.push([x, 1]);
  }
  return out.map(([x, n]) => `${n}×${x}`).join(', ');
};

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await request('GET', '/health')).status === 200) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error('the api did not start');
}

async function createUser(name, from) {
  const email = `${name}@example.com`;
  await request('POST', `/api/v1/users/${tenant}/register`, {
    body: { username: name, password, email },
    from,
  });
  await sleep(200);
  const mail = mails()
    .reverse()
    .find((m) => m.to === email);
  const token = new URL(mail.links[0]).searchParams.get('token');
  await request('GET', `/api/v1/users/${tenant}/verify-email/${token}`, { from });
  const login = await request('POST', `/api/v1/users/${tenant}/login`, {
    body: { username: name, password },
    from,
  });
  return JSON.parse(login.text).token;
}

await waitForHealth();
console.log(`api: ${apiDir}\n`);

// 1. Mail bomb through the profile email.
{
  const token = await createUser('bomber', '127.0.0.11');
  const statuses = [];
  const started = Date.now();
  for (let i = 0; i < 40; i += 1) {
    const res = await request('PUT', `/api/v1/users/${tenant}/profile`, {
      token,
      body: { username: 'bomber', email: `victim${i}@example.com` },
      from: '127.0.0.11',
    });
    statuses.push(res.status);
  }
  await sleep(500);
  const sent = mails().filter((m) => m.to.startsWith('victim')).length;
  console.log(
    `1. 40 profile-email PUTs from one account: ${sent} mails in ${((Date.now() - started) / 1000).toFixed(1)} s; replies ${runs(statuses)}`,
  );
}

// 3. Password spraying, and the real user's typos.
{
  const statuses = [];
  for (let i = 0; i < 30; i += 1) {
    const res = await request('POST', `/api/v1/users/${tenant}/login`, {
      body: { username: `user${i}`, password: 'Wrong-pass-1' },
      from: '127.0.0.21',
    });
    statuses.push(res.status);
  }
  console.log(`3. 30 usernames from one address: ${runs(statuses)}`);
  await createUser('typist', '127.0.0.22');
  const typist = [];
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < 8; i += 1)
      typist.push(
        (
          await request('POST', `/api/v1/users/${tenant}/login`, {
            body: { username: 'typist', password: 'Wrong-pass-1' },
            from: '127.0.0.23',
          })
        ).status,
      );
    typist.push(
      (
        await request('POST', `/api/v1/users/${tenant}/login`, {
          body: { username: 'typist', password },
          from: '127.0.0.23',
        })
      ).status,
    );
  }
  console.log(
    `   a user who mistypes 8 times, logs in, mistypes 8 times, logs in (one address): ${runs(typist)}`,
  );
  const many = [];
  await createUser('target', '127.0.0.24');
  for (let i = 0; i < 12; i += 1)
    many.push(
      (
        await request('POST', `/api/v1/users/${tenant}/login`, {
          body: { username: 'target', password: 'Wrong-pass-1' },
          from: `127.0.1.${i + 1}`,
        })
      ).status,
    );
  console.log(`   one username from 12 addresses: ${runs(many)}`);
}

// 5 and 6. Résumés and malformed multipart.
{
  const boundary = 'figboundary';
  const form = (file, filename) =>
    Buffer.concat([
      Buffer.from(
        ['name=Sam Lee', 'email=sam@example.com', 'phone=555-0100', 'job=frontend-developer']
          .map((pair) => {
            const [k, v] = pair.split('=');
            return `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
          })
          .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const fakeDocx = Buffer.concat([
    Buffer.from([0x50, 0x4b, 3, 4]),
    Buffer.alloc(26),
    Buffer.from('[Content_Types].xml'),
    Buffer.alloc(40),
    Buffer.from('word/document.xml'),
    Buffer.alloc(150),
  ]);
  const polyglot = Buffer.from(
    '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n//%%EOF\n',
  );
  const jsPdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R /Size 4 >>\n%%EOF\n',
  );
  const results = [];
  let n = 30;
  for (const [name, file] of Object.entries({
    'fake .docx (ZIP naming word/document.xml)': fakeDocx,
    'PDF/HTML/JS polyglot': polyglot,
    'PDF with JavaScript': jsPdf,
  })) {
    const res = await request('POST', `/api/v1/careers/${tenant}/applications`, {
      body: form(file, 'cv.docx'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      from: `127.0.0.${n++}`,
    });
    results.push(`${name} → ${res.status}`);
  }
  console.log(`5. ${results.join('; ')}`);
  const malformed = [];
  for (const [contentType, body] of [
    ['multipart/form-data', 'x'],
    [
      'multipart/form-data; boundary=abc',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n',
    ],
    [
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    ],
  ]) {
    const res = await request('POST', `/api/v1/careers/${tenant}/applications`, {
      body,
      headers: { 'content-type': contentType },
      from: `127.0.0.${n++}`,
    });
    malformed.push(res.status);
  }
  console.log(
    `6. malformed multipart (no boundary, wrong boundary, truncated): ${malformed.join(', ')}`,
  );
}

// 7. Forgot-password timing, known against unknown addresses.
{
  await createUser('known', '127.0.0.40');
  const times = { known: [], unknown: [] };
  for (let i = 0; i < 160; i += 1) {
    const kind = i % 2 ? 'known' : 'unknown';
    const started = process.hrtime.bigint();
    await request('POST', `/api/v1/users/${tenant}/forgot-password`, {
      body: { email: kind === 'known' ? 'known@example.com' : `nobody${i}@example.com` },
      from: `127.0.2.${Math.floor(i / 4) + 1}`,
    });
    times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  console.log(
    `7. forgot-password median reply: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms (80 each)`,
  );
}

// 2. Slow connections: 1,100 sockets trickling bodies from one address, another client meanwhile.
{
  const head = `POST /api/v1/newsletters/${tenant}/subscribe HTTP/1.1\r\nHost: api\r\nx-tenant-id: ${tenant}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"`;
  const sockets = [];
  let refused = 0;
  for (let i = 0; i < 1100; i += 1) {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.50' });
    socket.on('error', () => undefined);
    socket.once('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      if (chunk.toString('latin1').startsWith('HTTP/1.1 429')) refused += 1;
    });
    const timer = setInterval(() => !socket.destroyed && socket.write('a'), 1000);
    socket.once('close', () => clearInterval(timer));
    sockets.push(socket);
  }
  await sleep(1500);
  const latencies = [];
  let failed = 0;
  const until = Date.now() + 8000;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const res = await Promise.race([
        request('GET', '/health', { from: '127.0.0.51' }),
        sleep(3000).then(() => ({ status: 0 })),
      ]);
      if (res.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(Date.now() - started);
    await sleep(200);
  }
  const open = sockets.filter((s) => !s.destroyed).length;
  console.log(
    `2. 1,100 trickling sockets from one address: ${refused} refused at once; ${open} still open after ~10 s (request timeout here 5 s); ` +
      `another client meanwhile: ${latencies.length - failed}/${latencies.length} ok, median ${median(latencies)} ms, max ${Math.max(...latencies)} ms`,
  );
  sockets.forEach((s) => s.destroy());
}

process.exit(0);
