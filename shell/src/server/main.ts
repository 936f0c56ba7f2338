// The shell's render server: serves the shell's browser files and answers every page with
// server-rendered HTML, loading the remotes' server containers at run time (server-remotes.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { JSDOM } from 'jsdom';
import { apiUrl, configureSite, getSiteConfig, provideServerWindow } from 'shared-state';
import { entries as remoteFiles } from 'site-apps';
import { compatibilityGate, providedSingletons } from '../remotes/compatibility';
import { indexedRemotes, type RemoteName } from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { ContentWatch, CONTENT_POLL_MS, notifyPurge } from './content-watch';
import { headTags, parseTemplate, renderDocument, RSS_PATH } from './document';
import { RemoteAssets } from './remote-assets';
import { fetchPublishedPosts, robotsTxt, rssXml, sitemapXml, staticPaths } from './discovery';
import { renderPage } from './render';
import { RenderCache, type CachedPage } from './render-cache';
import { ServerRemotes } from './server-remotes';
import { shellHead } from './shell-assets';

// The one list of apps and the runtime configuration the browser gets too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const apps = require('../../../scripts/apps.js') as {
  remotesConfig: () => RuntimeConfig;
  portOf: (app: { name: string; port: number }) => number;
  apps: { name: string; port: number }[];
};

// The one security policy of every origin of the site (the static servers send it too).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const policy = require('../../../scripts/security-headers.js') as {
  securityHeaders: (options: {
    self?: string;
    remotes?: string[];
    api?: string;
    styleHashes?: string[];
  }) => Record<string, string>;
  originsFromRuntimeConfig: (json: string) => { remotes: string[]; api: string };
};

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Public HTML: a CDN may keep it briefly and serve it stale while it refetches. */
export const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=20, stale-while-revalidate=30';
export const PERSONAL_HTML_CACHE = 'private, no-store';

export interface RenderServerOptions {
  distDir: string;
  runtime: RuntimeConfig;
  renderCacheMs?: number;
  /** How often the api's content version is read (0: never; pages then live their cache time). */
  contentPollMs?: number;
  /** Where to POST when the content changed (a CDN purge). */
  contentPurgeUrl?: string | undefined;
  logger?: boolean;
}

export async function buildRenderServer({
  distDir,
  runtime,
  renderCacheMs = 5_000,
  contentPollMs = CONTENT_POLL_MS,
  contentPurgeUrl,
  logger = true,
}: RenderServerOptions) {
  configureSite(runtime.siteConfig);
  // The DOM remotes sanitize post HTML with on the server (the browser's is its own).
  provideServerWindow(
    new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window,
  );
  const template = parseTemplate(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const shellAssets = shellHead(distDir);
  // A remote's server container is loaded only if this shell's singletons satisfy what its build
  // recorded (the mf-manifest.json beside it); otherwise its pages answer 503 "unavailable".
  const checkCompatible = compatibilityGate(
    (line) => app.log.error(line),
    () => ({ signal: AbortSignal.timeout(1000) }),
  );
  const cache = new RenderCache(renderCacheMs);
  const remotes = new ServerRemotes(runtime.serverRemotes ?? {}, {
    gate: (name, entry) => checkCompatible(name, new URL(remoteFiles.browserManifest, entry).href),
    // Pages rendered with the old build of a redeployed (or rolled back) remote are not served.
    onRedeploy: () => cache.clear(),
  });
  const remoteAssets = new RemoteAssets(runtime.remotes);
  const browserRuntime: RuntimeConfig = {
    remotes: runtime.remotes,
    siteConfig: runtime.siteConfig,
  };
  // The answer when a render itself fails: the page without server HTML, which the browser
  // renders on its own (bootstrap.tsx reads /mf-remotes.json when no state is embedded).
  const clientRenderedDocument = [
    template.head,
    `  ${headTags(null, '/', { noindex: true })}\n    ${shellAssets.linked}\n  `,
    template.bodyStart,
    template.bodyEnd,
  ].join('');

  const policyOptions = {
    self: runtime.siteConfig.siteUrl,
    ...policy.originsFromRuntimeConfig(JSON.stringify(runtime)),
  };
  const headers = policy.securityHeaders(policyOptions);
  // A page's policy allows exactly the stylesheets it inlines; a few sets recur across pages.
  const pagePolicies = new Map<string, string>();
  function pagePolicy(styleHashes: string[]): string {
    const key = styleHashes.join(' ');
    let csp = pagePolicies.get(key);
    if (!csp) {
      csp = policy.securityHeaders({ ...policyOptions, styleHashes })['Content-Security-Policy']!;
      if (pagePolicies.size > 200) pagePolicies.clear();
      pagePolicies.set(key, csp);
    }
    return csp;
  }

  const app = Fastify({ logger: logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false });
  // A post published, edited, unpublished or deleted: every cached page may show it.
  if (contentPollMs > 0) {
    const { tenantId } = getSiteConfig();
    const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
    const watch = new ContentWatch({
      url: apiUrl(`/content/${encodeURIComponent(tenantId)}/version`),
      headers: { 'x-tenant-id': tenantId },
      intervalMs: contentPollMs,
      onChange: (version) => {
        cache.clear();
        if (contentPurgeUrl) void notifyPurge(contentPurgeUrl, version, log);
      },
      log,
    });
    app.addHook('onReady', async () => watch.start());
    app.addHook('onClose', async () => watch.stop());
  }
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The server bundle sits in dist/server/ and is not for browsers; nor are source maps.
    allowedPath: (pathname) => !pathname.startsWith('/server/') && !pathname.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // With the singletons this shell provides: a remote's deploy command refuses a build the
  // shell would refuse (scripts/deploy-remote.mjs).
  const servedRuntime = { ...browserRuntime, singletons: providedSingletons() };
  app.get('/mf-remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return servedRuntime;
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt();
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const pagePaths: string[] = [];
    for (const name of indexedRemotes) {
      try {
        pagePaths.push(...staticPaths(await remotes.routes(name)));
      } catch (error) {
        request.log.warn({ err: error }, `sitemap: the ${name} remote is unavailable`);
      }
    }
    const posts = await fetchPublishedPosts().catch((error: unknown) => {
      request.log.warn({ err: error }, 'sitemap: the published posts could not be read');
      return [];
    });
    reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8');
    return sitemapXml(pagePaths, posts);
  });

  app.get(RSS_PATH, async (request, reply) => {
    try {
      const posts = await fetchPublishedPosts();
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/rss+xml; charset=utf-8');
      return rssXml(posts);
    } catch (error) {
      request.log.error({ err: error }, 'rss: the published posts could not be read');
      reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8');
      return 'The feed is temporarily unavailable.';
    }
  });

  async function render(url: URL): Promise<CachedPage> {
    const result = await renderPage({
      url,
      runtime: browserRuntime,
      remotes,
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    if (result.kind === 'redirect')
      return { status: result.status, location: result.location, body: '', cacheable: true };
    const remote = result.remote
      ? await remoteAssets.tags(result.remote as RemoteName, result.html)
      : { html: '', styleHashes: [] };
    const assets = [shellAssets.inline, remote.html].filter(Boolean).join('\n    ');
    const styleHashes = [...shellAssets.styleHashes, ...remote.styleHashes];
    const body = renderDocument({
      template,
      head: headTags(result.meta, url.pathname, { noindex: result.personal }),
      assets,
      html: result.html,
      payload: result.payload,
    });
    const cacheable = !result.personal && (result.status === 200 || result.status === 404);
    return { status: result.status, body, cacheable, personal: result.personal, styleHashes };
  }

  function send(reply: FastifyReply, page: CachedPage) {
    if (page.location)
      return reply
        .code(page.status)
        .header('Cache-Control', PUBLIC_HTML_CACHE)
        .redirect(page.location, page.status);
    if (page.styleHashes?.length)
      reply.header('Content-Security-Policy', pagePolicy(page.styleHashes));
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header(
        'Cache-Control',
        page.personal || page.status >= 500 ? PERSONAL_HTML_CACHE : PUBLIC_HTML_CACHE,
      );
    return reply.send(page.body);
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(
      request.url,
      runtime.siteConfig.siteUrl ?? `http://${request.headers.host ?? 'localhost'}`,
    );
    try {
      return send(reply, await cache.get(`${url.pathname}${url.search}`, () => render(url)));
    } catch (error) {
      // Never a blank page or a stack trace: the page renders in the browser instead.
      request.log.error({ err: error }, `server render of ${url.pathname} failed`);
      return send(reply, {
        status: 500,
        body: clientRenderedDocument,
        cacheable: false,
        personal: true,
      });
    }
  });

  return app;
}

export async function startRenderServer(): Promise<void> {
  const shell = apps.apps[0]!;
  const port = Number(process.env.PORT) || apps.portOf(shell);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await buildRenderServer({
    distDir: process.env.SHELL_DIST_DIR ?? path.resolve(__dirname, '..'),
    runtime: apps.remotesConfig(),
    renderCacheMs: process.env.RENDER_CACHE_MS ? Number(process.env.RENDER_CACHE_MS) : undefined,
    contentPollMs: process.env.CONTENT_POLL_MS ? Number(process.env.CONTENT_POLL_MS) : undefined,
    contentPurgeUrl: process.env.CONTENT_PURGE_URL || undefined,
    logger: process.env.LOG_LEVEL !== 'silent',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
}
