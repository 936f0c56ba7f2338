// npm run dev -w remotes/<name> -- --site <url>: which remote, which key, which port, the link it
// prints, and how its dev server hands the render server the server container's watch build.
// No webpack here (e2e/tests/dev-against-site.spec.ts runs the whole thing).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import {
  devLink,
  devSettings,
  remoteFor,
  serverContainerMiddleware,
  siteRefusal,
} from './dev-remote.mjs';

const require = createRequire(import.meta.url);
const { root } = require('./apps.js');
const { verifyPreview, DEVELOPMENT_PREVIEW_SECRET } = require('./preview-signature.js');

describe('the remote', () => {
  it('is the one whose folder npm runs the script in', () => {
    expect(remoteFor(path.join(root, 'remotes/blog')).name).toBe('blog');
  });

  it('is refused outside a remote’s folder, with what to run instead', () => {
    expect(() => remoteFor(root)).toThrow(
      'Run this in a remote’s folder (npm run dev -w remotes/<name>).',
    );
  });
});

describe('--site', () => {
  it('signs a link to a site on this machine with the development key, on port 3000 + the remote’s place', () => {
    expect(devSettings({ name: 'blog', site: 'http://localhost:8080/x' })).toEqual({
      site: 'http://localhost:8080',
      key: DEVELOPMENT_PREVIEW_SECRET,
      port: 3002,
      hours: 12,
    });
  });

  it('refuses a site on another machine without PREVIEW_SECRET, and says what to set', () => {
    expect(() => devSettings({ name: 'blog', site: 'https://staging.example' })).toThrow(
      'blog: set PREVIEW_SECRET to the secret the render servers of https://staging.example share: a site on another machine takes only links signed with it.',
    );
    expect(
      devSettings({ name: 'blog', site: 'https://staging.example', secret: 's3cret' }).key,
    ).toBe('s3cret');
  });

  it.each([
    [{ site: 'not a url' }, '--site takes the address of a running site'],
    [{ site: 'ftp://localhost' }, '--site takes an http or https address'],
    [{ site: 'http://localhost:8080', port: 'x' }, '--port takes a port number'],
    [{ site: 'http://localhost:8080', hours: '0' }, '--hours takes a number of hours'],
  ])('refuses %o', (given, message) => {
    expect(() => devSettings({ name: 'blog', ...given })).toThrow(message);
  });
});

describe('the printed link', () => {
  it('names the dev server’s origin as the remote’s version, signed and expiring', () => {
    const { link, expires } = devLink({
      name: 'blog',
      site: 'http://localhost:8080',
      key: DEVELOPMENT_PREVIEW_SECRET,
      origin: 'http://localhost:3002',
      hours: 2,
      now: () => 1_000_000_000_000,
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/_preview');
    expect(url.searchParams.get('version')).toBe('dev:http://localhost:3002');
    const value = ['version', 'exp', 'sig'].map((key) => url.searchParams.get(key)).join('.');
    expect(verifyPreview(DEVELOPMENT_PREVIEW_SECRET, 'blog', value, 1_000_000_000)).toEqual({
      ok: true,
      version: 'dev:http://localhost:3002',
      exp: 1_000_000_000 + 7200,
    });
    expect(expires.toISOString()).toBe('2001-09-09T03:46:40.000Z');
  });
});

describe('the site’s answer to the link', () => {
  async function siteAnswering(status) {
    const site = createServer((_req, res) => res.writeHead(status).end());
    await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
    return { site, link: `http://127.0.0.1:${site.address().port}/_preview?remote=blog` };
  }

  it('is nothing to say when the site takes it', async () => {
    const { site, link } = await siteAnswering(303);
    expect(await siteRefusal(link)).toBe('');
    site.close();
  });

  it('says what to change when the site refuses it, and when the site is down', async () => {
    const { site, link } = await siteAnswering(403);
    expect(await siteRefusal(link)).toMatch(
      /refuses this link: its render servers must share the key .* and allow this dev server \(PREVIEW_DEV_ORIGINS/,
    );
    site.close();
    await new Promise((resolve) => site.once('close', resolve));
    expect(await siteRefusal(link)).toMatch(/does not answer: start the site first/);
  });
});

describe('the server container on the dev server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-remote-test-'));
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let building = Promise.resolve();
  const middleware = serverContainerMiddleware(dir, () => building);
  async function get(url) {
    const headers = {};
    let status = 200;
    let body;
    let passed = false;
    await middleware(
      { url },
      {
        setHeader: (name, value) => (headers[name.toLowerCase()] = value),
        set statusCode(value) {
          status = value;
        },
        end: (sent) => (body = sent ? String(sent) : ''),
      },
      () => (passed = true),
    );
    return { status, headers, body, passed };
  }

  it('is served from the watch build, never cached, its ETag changing with each rebuild', async () => {
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'module.exports = 1;');
    const first = await get('/server/remoteEntry.js');
    expect(first.status).toBe(200);
    expect(first.body).toBe('module.exports = 1;');
    expect(first.headers['cache-control']).toBe('no-cache');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'module.exports = 2;');
    const second = await get('/server/remoteEntry.js?x=1');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('waits while the watch build writes, then serves what it wrote', async () => {
    let finish;
    building = new Promise((resolve) => (finish = resolve));
    const answer = get('/server/remoteEntry.js');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'module.exports = 3;');
    finish();
    building = Promise.resolve();
    expect((await answer).body).toBe('module.exports = 3;');
  });

  it('answers 404 for a deploy record, a missing file and a path out of the folder', async () => {
    expect((await get('/deploy.json')).status).toBe(404);
    expect((await get('/server/missing.js')).status).toBe(404);
    expect((await get('/server/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    // Dots are resolved by the URL first: out of /server/, the file is not served from here.
    const out = await get('/server/../../etc/passwd');
    expect(out.passed).toBe(true);
    expect(out.body).toBeUndefined();
  });

  it('leaves every other path to the dev server (the browser build)', async () => {
    expect((await get('/remoteEntry.js')).passed).toBe(true);
  });
});
