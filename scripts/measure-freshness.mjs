// How long a published post takes to show on the public blog list, and an unpublished one to
// leave it (and its URL to answer 404), on every render server of a running site.
//   ADMIN_USERNAME=… ADMIN_PASSWORD=… node scripts/measure-freshness.mjs \
//     [--sites http://localhost:8080,http://localhost:8090] [--api http://localhost:4000] [--runs 20]
// Each run: publish, then poll every site's list every 20 ms until the post is there; unpublish,
// then poll until it is gone from every list and its page answers 404. Prints median and worst.
import './require-node.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: `http://localhost:${process.env.SHELL_PORT || 8080}` },
    api: { type: 'string', default: `http://localhost:${process.env.API_PORT || 4000}` },
    tenant: { type: 'string', default: process.env.TENANT_ID || 'revline' },
    runs: { type: 'string', default: '20' },
  },
});
const sites = values.sites.split(',').map((site) => site.trim().replace(/\/$/, ''));
const apiBase = `${values.api.replace(/\/$/, '')}/api/v1`;
const tenant = values.tenant;
const runs = Number(values.runs);
const BLOG = '/tech&tranquility';
const GIVE_UP_MS = 30_000;

const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
if (!username || !password) {
  console.error('Set ADMIN_USERNAME and ADMIN_PASSWORD (the SuperAdmin the api was started with).');
  process.exit(2);
}

async function api(method, path, { token, body } = {}) {
  const headers = { 'x-tenant-id': tenant };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function page(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** Milliseconds from `since` until `ready(site)` holds on every site. */
async function until(since, ready) {
  const pending = new Set(sites);
  while (pending.size) {
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`still stale after ${GIVE_UP_MS} ms`);
    for (const site of [...pending]) if (await ready(site)) pending.delete(site);
    if (pending.size) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - since;
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  return `median ${median} ms, worst ${sorted.at(-1)} ms (${sorted.length} runs)`;
};

const { token } = await api('POST', `/users/${tenant}/login`, { body: { username, password } });
const title = `Freshness probe ${Date.now().toString(36)}`;
const post = await api('POST', `/posts/${tenant}`, {
  token,
  body: {
    title,
    content: '<p>Probe.</p>',
    status: 'Draft',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
  },
});
const published = [];
const gone = [];
try {
  for (let run = 0; run < runs; run += 1) {
    // Every site has the list (without the post) in its page cache before the change.
    for (const site of sites) await page(`${site}${BLOG}`);
    let since = Date.now();
    await api('POST', `/posts/${tenant}/${post._id}/publish`, { token });
    published.push(
      await until(since, async (site) => (await page(`${site}${BLOG}`)).body.includes(title)),
    );

    for (const site of sites) await page(`${site}${BLOG}/${post.slug}`);
    since = Date.now();
    await api('POST', `/posts/${tenant}/${post._id}/unpublish`, { token });
    gone.push(
      await until(
        since,
        async (site) =>
          (await page(`${site}${BLOG}/${post.slug}`)).status === 404 &&
          !(await page(`${site}${BLOG}`)).body.includes(title),
      ),
    );
  }
} finally {
  await api('DELETE', `/posts/${tenant}/${post._id}`, { token }).catch(() => undefined);
}
console.log(`render servers: ${sites.join(', ')}`);
console.log(`publish → on the list:          ${summary(published)}`);
console.log(`unpublish → off the list + 404: ${summary(gone)}`);
