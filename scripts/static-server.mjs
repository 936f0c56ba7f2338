// Serves one built app the way production should: its own origin, history fallback to
// index.html, CORS for remotes, gzip/brotli, and cache headers that let a team redeploy a
// remote alone: entry points revalidate (no-cache), content-hashed files are immutable.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { waitForUrl } from './run.mjs';

const require = createRequire(import.meta.url);
const { securityHeaders, originsFromRuntimeConfig } = require('./security-headers.js');
const { remotesConfigJson } = require('./apps.js');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
// Names webpack gives content-hashed files: name.<8 hex>.ext
const hashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a served file: hashed files for a year, everything else revalidated. */
export function cacheControlFor(fileName) {
  return hashed.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {{ root: string, port: number, host?: string, name?: string, extraFiles?: Record<string, () => string>,
 *   headers?: () => Record<string, string>, cors?: boolean }} options
 *   `headers`: sent with every response (the security policy); `cors`: allow any origin to read
 *   the files (remotes, whose manifests and chunks the shell loads cross-origin).
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ root, port, host = '127.0.0.1', name = 'app', extraFiles = {}, headers = () => ({}), cors = true }) {
  const common = () => ({ ...headers(), ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
  const cache = new Map();

  async function load(filePath) {
    const info = await stat(filePath);
    const cached = cache.get(filePath);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(filePath);
    const ext = path.extname(filePath);
    const entry = { body, mtimeMs: info.mtimeMs, size: info.size, ext, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    if (compressible.has(ext) && body.length > 512) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    cache.set(filePath, entry);
    return entry;
  }

  function send(req, res, entry, fileName) {
    res.setHeader('Content-Type', types[entry.ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(fileName));
    for (const [header, value] of Object.entries(common())) res.setHeader(header, value);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'br');
      body = entry.br;
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'gzip');
      body = entry.gzip;
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...common(),
          ...(cors ? { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' } : {}),
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...common(), Allow: 'GET, HEAD, OPTIONS' });
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      if (extraFiles[pathname]) {
        const body = Buffer.from(extraFiles[pathname]());
        send(req, res, { body, ext: path.extname(pathname), etag: `"x${body.length.toString(16)}"` }, pathname);
        return;
      }
      const filePath = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      if (!filePath.startsWith(root)) {
        res.writeHead(400, common()).end();
        return;
      }
      try {
        // Source maps are built for the size report and debugging, never served.
        if (filePath.endsWith('.map')) throw new Error('not served');
        const entry = await load(filePath);
        send(req, res, entry, path.basename(filePath));
        return;
      } catch {
        // Not a file: fall through to the history fallback.
      }
      if (path.extname(pathname) && !pathname.endsWith('.html')) {
        res.writeHead(404, { ...common(), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
        res.end('Not found');
        return;
      }
      send(req, res, await load(path.join(root, 'index.html')), 'index.html');
    } catch (error) {
      console.error(`[${name}]`, error);
      if (!res.headersSent) res.writeHead(500, { ...common(), 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Starts the shell's render server (its server bundle, dist/server/main.js) in a child process on
 * `port`; it serves the shell's browser files and every page's HTML, with the same security
 * policy. `env` adds settings such as MF_<NAME>_URL (where a remote is) to this process's
 * environment. Resolves once it answers.
 * @returns {Promise<{ close: () => void, process: import('node:child_process').ChildProcess }>}
 */
export async function startRenderServer({ root, port, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'server/main.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: process.env.HOST || '127.0.0.1' },
  });
  // Never leave it running when this process ends.
  process.once('exit', () => child.kill('SIGTERM'));
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the render server exited with ${code}`))));
  exited.catch(() => undefined);
  await Promise.race([waitForUrl(`http://127.0.0.1:${port}/robots.txt`), exited]);
  return { close: () => child.kill('SIGTERM'), process: child };
}

/**
 * Serves one app's build from its own origin: the shell from its render server (which also
 * answers /mf-remotes.json), a remote's browser files and server container from a static server
 * that allows any origin to read them. Every response carries the site's security policy, built
 * from the runtime config (the remotes' origins and the api).
 * @param {{ app: { name: string }, root: string, port: number, env?: Record<string, string> }} options
 */
export function startAppServer({ app, root, port, env }) {
  if (app.name === 'shell') return startRenderServer({ root, port, env });
  const headers = () => securityHeaders(originsFromRuntimeConfig(remotesConfigJson()));
  return startStaticServer({ root, port, name: app.name, host: process.env.HOST || '127.0.0.1', headers, cors: true });
}
