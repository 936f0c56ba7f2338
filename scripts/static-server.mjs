// Serves one built app the way production should: its own origin, history fallback to
// index.html, CORS for remotes, brotli/gzip, and cache headers that let a team redeploy a
// remote alone: entry points revalidate (no-cache), content-hashed files are immutable.
// Fastify with @fastify/static, @fastify/compress and @fastify/cors, as the shell's render
// server serves its own files.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { existsSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execa } from 'execa';
import { waitForUrl } from './run.mjs';

const require = createRequire(import.meta.url);
const { securityHeaders, originsFromRuntimeConfig } = require('./security-headers.js');
const { remotesConfigJson } = require('./apps.js');

// Names webpack gives content-hashed files: name.<8 hex>.ext
const hashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** A deploy target's pointer to its live build, and the folder of its builds. */
const POINTER = 'current.json';
const VERSIONS = 'versions';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a served file (or its .br / .gz): hashed files for a year, everything else
 * revalidated. */
export function cacheControlFor(fileName) {
  return hashed.test(fileName.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {{ root: string, port: number, host?: string, name?: string,
 *   headers?: () => Record<string, string>, cors?: boolean }} options
 *   `headers`: sent with every response (the security policy); `cors`: allow any origin to read
 *   the files (remotes, whose manifests and chunks the shell loads cross-origin).
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  name = 'app',
  headers = () => ({}),
  cors = true,
}) {
  // Closing drops idle keep-alive connections too, so a stopped server is down at once.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addHook('onSend', async (_request, reply) => {
    for (const [header, value] of Object.entries(headers())) {
      if (!reply.hasHeader(header)) reply.header(header, value);
    }
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  if (cors) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  const staticOptions = {
    // Source maps are built for the size report and debugging, never served.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    // The build's file.br / file.gz (brotli 11, gzip 9) where the browser takes them;
    // @fastify/compress leaves a response that is already encoded alone.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(path.basename(filePath)));
    },
  };
  const versioned = existsSync(path.join(root, POINTER));
  if (versioned) {
    // A deploy target (scripts/deploy-remote.mjs): the live build is the one current.json
    // names, read per request so that a deploy or rollback switches at once.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      ...staticOptions,
    });
    app.get('/*', (request, reply) => serveVersioned(root, request, reply));
  } else {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      // Files are looked up per request, so a remote redeployed into the same folder is served
      // without a restart.
      wildcard: true,
      cacheControl: false,
      ...staticOptions,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    }
    // A missing file is a 404; any other path is a page of the app (history fallback).
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    return versioned
      ? liveBuild(root).then((version) =>
          reply.sendFile('index.html', path.join(root, VERSIONS, version)),
        )
      : reply.sendFile('index.html');
  });
  app.setErrorHandler((error, _request, reply) => {
    console.error(`[${name}]`, error);
    reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send();
  });
  await app.listen({ port, host });
  return { close: () => app.close() };
}

/**
 * A file of a deploy target: from the live build; a content-hashed file missing there from an
 * older build (a visitor mid-session on it still loads its chunks); else the history fallback.
 */
async function liveBuild(root) {
  return JSON.parse(await readFile(path.join(root, POINTER), 'utf8')).version;
}

async function serveVersioned(root, request, reply) {
  let pathname;
  try {
    pathname = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
  } catch {
    return reply.code(400).send();
  }
  const relative = path.posix.normalize(pathname || 'index.html');
  if (relative.startsWith('..') || relative.endsWith('.map') || relative.startsWith('.'))
    return reply.callNotFound();
  // The pointer itself (render servers read a rollout from it) and any recorded build by its
  // own path (a preview or a rollout loads versions/<id>/ beside the live one).
  if (relative === POINTER || relative.startsWith(`${VERSIONS}/`)) {
    const file = path.join(root, relative);
    if (existsSync(file) && statSync(file).isFile()) return reply.sendFile(relative, root);
    return reply.callNotFound();
  }
  const version = await liveBuild(root);
  const builds = [version];
  if (hashed.test(relative))
    builds.push(...(await readdir(path.join(root, VERSIONS))).filter((id) => id !== version));
  for (const build of builds) {
    const dir = path.join(root, VERSIONS, build);
    const file = path.join(dir, relative);
    if (existsSync(file) && statSync(file).isFile()) return reply.sendFile(relative, dir);
  }
  return reply.callNotFound();
}

/**
 * Starts the shell's render server (its server bundle, dist/server/main.js) in a child process on
 * `port`; it serves the shell's browser files and every page's HTML, with the same security
 * policy. `env` adds settings such as MF_<NAME>_URL (where a remote is) to this process's
 * environment. Resolves once it answers.
 */
export async function startRenderServer({ root, port, env = {} }) {
  // execa stops it when this process ends (its `cleanup`), and never rejects: an exit is watched.
  const child = execa(process.execPath, [path.join(root, 'server/main.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port), HOST: process.env.HOST || '127.0.0.1' },
    reject: false,
  });
  const exited = child.then(({ exitCode, signal }) => {
    throw new Error(`the render server exited with ${exitCode ?? signal}`);
  });
  exited.catch(() => undefined);
  await Promise.race([waitForUrl(`http://127.0.0.1:${port}/robots.txt`), exited]);
  return { close: () => child.kill('SIGTERM') };
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
  return startStaticServer({
    root,
    port,
    name: app.name,
    host: process.env.HOST || '127.0.0.1',
    headers,
    cors: true,
  });
}
