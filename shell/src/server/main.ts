// The shell's render server: serves the shell's browser files and answers every page with
// server-rendered HTML, loading the remotes' server containers at run time (server-remotes.ts).
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';
import { apiUrl, configureSite, getSiteConfig, type DomWindow } from '@agency/shared-state';
import { entries as remoteFiles } from '@agency/apps';
import { compatibilityGate, providedSingletons } from '../remotes/compatibility';
import {
  indexedRemotes,
  remoteForPath,
  remoteNeedsSuperAdmin,
  remotePrefixes,
  type RemoteName,
} from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { MF_INFO_PATH } from '../remotes/request-versions';
import { recordedContainerGate } from './container-integrity';
import { ContentWatch, CONTENT_POLL_MS, notifyPurge } from './content-watch';
import { RedirectTable, location } from './redirects';
import { headTags, parseTemplate, renderDocument, RSS_PATH } from './document';
import { RemoteAssets } from './remote-assets';
import { fetchPublishedPosts, robotsTxt, rssXml, sitemapXml, staticPaths } from './discovery';
import { NOINDEX_HEADER, redactPersonalPath } from './personal-routes';
import { renderPage } from './render';
import { RenderCache, type CachedPage } from './render-cache';
import { buildMetricsServer, metricsSettings, RenderMetrics } from './metrics';
import { earlyInputScript, earlyInputScriptHash } from './early-input-script';
import { entryAfterPaint } from './entry-after-paint';
import { isPointerUrl, RemotePointers, siblingPointerOf } from './remote-pointers';
import { previewBar, refusedPreviewPage, withPreviewBar } from './preview-bar';
import { isSuperAdmin, MF_INFO_REFUSED, MfInfoSource } from './mf-info';
import {
  bucketCookie,
  clearedPreviewCookie,
  DEVELOPMENT_PREVIEW_SECRET,
  devOriginsFrom,
  type DevOrigins,
  LEAVE_PATH,
  previewCookie,
  PREVIEW_PATH,
  RemoteVersions,
  type RequestChoice,
} from './remote-versions';
import { ServerRemotes } from './server-remotes';
import {
  DEFAULT_HEALTH_CAPS,
  HEALTH_BODY_LIMIT,
  HEALTH_PATH,
  RenderHealth,
  type HealthCaps,
} from './health';
import { healthStoreFor, type PutObject } from './health-store';
import { messageHash, routePatternOf } from '../remotes/health-report';
import { shellHead } from './shell-assets';
import { closeGracefully } from './shutdown';
import { formatTraceparent, traceOf } from '@agency/server-kit/trace-context';
import {
  startTracing,
  stopTracing,
  traceRequests,
  tracing,
  withSpan,
} from '@agency/server-kit/tracing';
import { inTrace, traceApiCalls } from './trace';

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
    scriptHashes?: string[];
    styleHashes?: string[];
  }) => Record<string, string>;
  originsFromRuntimeConfig: (json: string) => { remotes: string[]; api: string };
};

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Public HTML: a CDN may keep it briefly and serve it stale while it refetches. */
export const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=20, stale-while-revalidate=30';
export const PERSONAL_HTML_CACHE = 'private, no-store';
/** A page during a rollout names the visitor's versions: no shared cache may keep it. */
export const ROLLOUT_HTML_CACHE = 'private, no-cache';
/** How long /readyz waits for the api's health and for each remote's server container. */
export const READY_CHECK_TIMEOUT_MS = 1500;

export interface RenderServerOptions {
  distDir: string;
  runtime: RuntimeConfig;
  renderCacheMs?: number;
  /** How often the api's content version is read (0: never; pages then live their cache time). */
  contentPollMs?: number;
  /** Where to POST when the content changed (a CDN purge). */
  contentPurgeUrl?: string | undefined;
  logger?: boolean;
  /** Where the log lines go instead of stdout, at `info` (tests read them). */
  logStream?: { write(line: string): void };
  /** Where the server's measurements go (metrics.ts); a fresh set by default. */
  metrics?: RenderMetrics;
  /** Options of the remotes' loader (tests shorten its bounds). */
  remoteOptions?: { loadTimeoutMs?: number; revalidateMs?: number };
  /** How often the pointers of remotes deployed to a bucket are read (remote-pointers.ts). */
  pointerPollMs?: number;
  /** Also read the pointer beside each remote's manifest (a folder target's origin serves it),
   * for its rollout and its versions; off by default in tests. */
  readOriginPointers?: boolean;
  /** PREVIEW_SECRET, shared with the preview command: without it previews are off. */
  previewSecret?: string | undefined;
  /** The dev servers a development preview may name (PREVIEW_DEV_ORIGINS, devOriginsFrom):
   * by default loopback origins with the development key, none with any other secret. */
  previewDevOrigins?: DevOrigins;
  /** The browsers' failure reports (health.ts, docs/render-server.md). */
  health?: HealthOptions;
}

export interface HealthOptions {
  /** HEALTH_SAMPLING: the share of failures browsers report (0–1, 1 by default). */
  sampling?: number;
  caps?: HealthCaps;
  /** HEALTH_STORE: where each remote's counts are written, `{remote}` for its name: a folder,
   * or an `s3://bucket/prefix` URL (health-store.ts). */
  store?: string;
  /** The bucket's PutObject for an `s3://` store (tests pass a fake; the AWS SDK otherwise). */
  putObject?: PutObject;
  /** HEALTH_SERVER_ID: this server's file name in the store (the host name and pid otherwise). */
  serverId?: string;
  /** How often the counts are written (5 s by default). */
  writeMs?: number;
}

/** How often each render server writes its counts for the deploy tool's watch. */
export const HEALTH_WRITE_MS = 5000;

/** Fastify's request fields for the log, with the secret of a link left out: the account's and
 * the newsletter's mailed links carry it as `token=` (verify, reset, confirm, unsubscribe), a
 * draft's preview link in its path. */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactPersonalPath(request.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildRenderServer({
  distDir,
  runtime,
  renderCacheMs = 5_000,
  contentPollMs = CONTENT_POLL_MS,
  contentPurgeUrl,
  logger = true,
  logStream,
  metrics = new RenderMetrics(),
  remoteOptions = {},
  pointerPollMs,
  readOriginPointers = false,
  previewSecret,
  previewDevOrigins = devOriginsFrom(undefined, previewSecret, DEVELOPMENT_PREVIEW_SECRET),
  health: healthOptions = {},
}: RenderServerOptions) {
  configureSite(runtime.siteConfig);
  // The DOM every page's render sanitizes post HTML in (the browser's is its own): one for the
  // server's life, handed to each render.
  const serverWindow = new JSDOM('<!doctype html><html><body></body></html>')
    .window as unknown as DomWindow;
  const template = parseTemplate(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  // A server page runs the entry after its first paint; the client-rendered answer keeps it
  // deferred (it has nothing to paint first).
  const afterPaint = entryAfterPaint(template.head);
  const pageTemplate = afterPaint ? { ...template, head: afterPaint.head } : template;
  const shellAssets = shellHead(distDir);
  // A remote's server container is loaded only if this shell's singletons satisfy what its build
  // recorded (the mf-manifest.json beside it); otherwise its pages answer 503 "unavailable".
  const checkCompatible = compatibilityGate(
    (line) => app.log.error(line),
    () => ({ signal: AbortSignal.timeout(1000) }),
  );
  const checkRecorded = recordedContainerGate((name, line) => {
    metrics.remoteRefused(name);
    if (line) app.log.error(line);
  });
  const cache = new RenderCache(renderCacheMs, (result) => metrics.cacheLookup(result));
  const remotes = new ServerRemotes(runtime.serverRemotes ?? {}, {
    ...remoteOptions,
    events: {
      loaded: (name, version) => metrics.remoteLoaded(name, version),
      failed: (name) => metrics.remoteFailed(name),
    },
    // Then only the container its deploy recorded: a build behind a pointer must have the record,
    // and so must a build other than the live one (a preview, a rollout).
    gate: async (name, entry, recorded) => {
      await checkCompatible(name, new URL(remoteFiles.browserManifest, entry).href);
      await checkRecorded(name, entry, {
        required: recorded === true || isPointerUrl(runtime.remotes[name] ?? ''),
        init: { signal: AbortSignal.timeout(1000) },
      });
    },
    // Pages rendered with the old build of a redeployed (or rolled back) remote are not served.
    onRedeploy: () => cache.clear(),
  });
  const remoteAssets = new RemoteAssets(runtime.remotes);
  traceApiCalls();
  // Browsers get the live build's URLs: for a remote behind a pointer, the build it names now.
  const browserRuntime: RuntimeConfig = {
    remotes: { ...runtime.remotes },
    ...(runtime.fallbacks ? { fallbacks: runtime.fallbacks } : {}),
    siteConfig: runtime.siteConfig,
    ...(healthOptions.sampling !== undefined && healthOptions.sampling !== 1
      ? { healthSampling: healthOptions.sampling }
      : {}),
  };
  // Reports may name any remote this site renders or serves to browsers, and no other.
  const healthRemotes = [
    ...new Set([...Object.keys(runtime.remotes), ...Object.keys(runtime.serverRemotes ?? {})]),
  ];
  const health = new RenderHealth(healthRemotes, metrics, {
    caps: healthOptions.caps,
  });
  // Which version of each remote a request gets (live, a rollout's share, a preview).
  const versions = new RemoteVersions({
    urls: runtime.remotes,
    secret: previewSecret,
    devOrigins: previewDevOrigins,
  });
  const mfInfo = new MfInfoSource(versions);
  const secureCookies = (runtime.siteConfig.siteUrl ?? '').startsWith('https:');
  const pointers = new RemotePointers(
    Object.fromEntries(
      Object.entries(runtime.remotes).filter(([, url]) => url !== undefined && isPointerUrl(url)),
    ),
    {
      intervalMs: pointerPollMs,
      onState: (name, state) => {
        const before = versions.state(name)?.rollout;
        versions.setState(name, state);
        health.remember(name, [state?.rollout?.previous, state?.version, state?.rollout?.version]);
        // A rollout's share changed: the pages each split keeps may now belong to the other.
        if (JSON.stringify(before) !== JSON.stringify(state?.rollout)) cache.clear();
      },
      onChange: (name, build) => {
        browserRuntime.remotes[name] = build.manifest;
        remoteAssets.setManifest(name, build.manifest);
        remotes.setEntry(name, build.serverEntry);
        // Pages name the old build's files (its preloads and the browser's runtime): drop them.
        cache.clear();
      },
      log: (message, error) => app.log.warn({ err: error }, message),
    },
    readOriginPointers
      ? Object.fromEntries(
          Object.entries(runtime.remotes)
            .filter(([, url]) => url !== undefined && !isPointerUrl(url))
            .map(([name, url]) => [name, siblingPointerOf(url!)]),
        )
      : {},
  );
  // The answer when a render itself fails: the page without server HTML, which the browser
  // renders on its own (boot/bootstrap.tsx reads /mf-remotes.json when no state is embedded).
  const clientRenderedDocument = [
    template.head,
    `  ${headTags(null, '/', { noindex: true })}\n    ${shellAssets.linked}\n  `,
    template.bodyStart,
    template.bodyEnd,
  ].join('');

  const policyOptions = {
    self: runtime.siteConfig.siteUrl,
    scriptHashes: [earlyInputScriptHash, ...(afterPaint ? [afterPaint.hash] : [])],
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

  /** A page with a remote from a dev server: that origin's scripts, its hot-reload socket and
   * the styles its development build injects (style-loader) are allowed, for this browser only. */
  function devPagePolicy(choice: RequestChoice): string {
    const origins = Object.values(choice.builds)
      .filter((build) => build?.dev)
      .map((build) => new URL(build!.manifest).origin);
    const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
    const csp = policy.securityHeaders({
      ...policyOptions,
      remotes: [...(policyOptions.remotes ?? []), ...origins],
    })['Content-Security-Policy']!;
    return csp
      .replace(/(^|; )connect-src /, `$1connect-src ${sockets.join(' ')} `)
      .replace(/(^|; )style-src-elem /, "$1style-src-elem 'unsafe-inline' ");
  }

  const serializers = { req: requestLogFields };
  const app = Fastify({
    logger: logStream
      ? { level: 'info', stream: logStream, serializers }
      : logger
        ? { level: process.env.LOG_LEVEL ?? 'warn', serializers }
        : false,
    // Each request's id is its own span of the trace it joined (a proxy's traceparent) or
    // started, and its log lines carry the trace id, as the api's do.
    genReqId: (raw) => traceOf(raw).spanId,
    childLoggerFactory: (parent, bindings, options, raw) =>
      parent.child({ ...bindings, traceId: traceOf(raw).traceId }, options),
  });
  // With OTEL_EXPORTER_OTLP_ENDPOINT set (startRenderServer), a span per request, exported: it
  // decides whether the trace is recorded, which the traceparent below then says.
  const spans = tracing();
  if (spans) traceRequests(app, spans);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('traceparent', formatTraceparent(traceOf(request.raw)));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  // Once a stop is asked for (shutdown.ts), each reply closes its connection: a kept-alive one
  // would otherwise hold the stop until its keep-alive timeout (72 s by default).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // The site's redirects, read before the first page and again with every content change.
  let redirects: RedirectTable | undefined;
  // A post published, edited, unpublished or deleted: every cached page may show it.
  if (contentPollMs > 0) {
    const { tenantId } = getSiteConfig();
    const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
    const table = new RedirectTable({
      url: apiUrl(`/redirects/${encodeURIComponent(tenantId)}`),
      headers: { 'x-tenant-id': tenantId },
      log,
    });
    redirects = table;
    app.addHook('onClose', async () => table.stop());
    const watch = new ContentWatch({
      url: apiUrl(`/content/${encodeURIComponent(tenantId)}/version`),
      headers: { 'x-tenant-id': tenantId },
      intervalMs: contentPollMs,
      onChange: (version) => {
        cache.clear();
        void table.refresh();
        if (contentPurgeUrl) void notifyPurge(contentPurgeUrl, version, log);
      },
      log,
    });
    app.addHook('onReady', async () => {
      watch.start();
      // The redirects are read after the first version: a change made in between moves the
      // version again, and its onChange reads them anew.
      await watch.check();
      await table.refresh();
    });
    app.addHook('onClose', async () => watch.stop());
  }
  // A remote behind a pointer is read before the first page is answered.
  app.addHook('onReady', async () => pointers.start());
  app.addHook('onClose', async () => pointers.stop());
  app.addHook('onClose', async () => serverWindow.close());
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (closing) reply.header('Connection', 'close');
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Pages are compressed per request: brotli 5 makes a 100 KB page 7% smaller than the
    // default 4 for about a millisecond more (10 and 11 take 30 to 200 ms); the build's own
    // files are compressed at 11 once, at build time (preCompressed below).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The server bundle sits in dist/server/ and is not for browsers; nor are source maps.
    allowedPath: (pathname) => !pathname.startsWith('/server/') && !pathname.endsWith('.map'),
    // The build's file.br / file.gz (webpack.shared.js) where the browser takes them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        HASHED.test(filePath.replace(/\.(br|gz)$/, ''))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
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

  // Alive: the process answers. Load balancers and orchestrators probe these two.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Ready: every remote the server renders has its server container loaded (a load is
  // attempted now if it is not), and the api answers its health check.
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const rendered = remotes.names().filter((name) => !remoteNeedsSuperAdmin(name));
    const [api, ...loads] = await Promise.allSettled([
      fetch(apiUrl('/health'), {
        signal: AbortSignal.timeout(READY_CHECK_TIMEOUT_MS),
        cache: 'no-store',
      }).then((response) => {
        if (!response.ok) throw new Error(`The api's health check answered ${response.status}.`);
      }),
      ...rendered.map((name) => remotes.routes(name)),
    ]);
    const checks: Record<string, string> = {};
    const reason = (result: PromiseSettledResult<unknown>) =>
      result.status === 'fulfilled'
        ? 'ok'
        : result.reason instanceof Error
          ? result.reason.message
          : String(result.reason);
    checks.api = reason(api!);
    rendered.forEach((name, index) => (checks[`remote:${name}`] = reason(loads[index]!)));
    const notReady = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    reply.header('Cache-Control', 'no-store').code(notReady.length ? 503 : 200);
    return { ready: notReady.length === 0, notReady, checks };
  });

  // A browser's report of a remote that failed in it (remotes/health-report.ts): checked, capped
  // and counted; the answer is 204 or 429 whatever the body, never an error page.
  app.post(
    HEALTH_PATH,
    {
      bodyLimit: HEALTH_BODY_LIMIT,
      logLevel: 'warn',
      errorHandler: (_error, _request, reply) =>
        reply.code(health.receive(undefined, '')).header('Cache-Control', 'no-store').send(),
    },
    async (request, reply) =>
      reply
        .code(health.receive(request.body, request.ip))
        .header('Cache-Control', 'no-store')
        .send(),
  );
  if (healthOptions.store) {
    const store = healthStoreFor(healthOptions.store, { putObject: healthOptions.putObject });
    const server = healthOptions.serverId ?? `${hostname()}-${process.pid}`;
    // One round at a time: a store that is slow to answer is not written to again meanwhile.
    let writing: Promise<unknown> | undefined;
    const writeAll = () =>
      (writing ??= Promise.all(
        health.window
          .remoteNames()
          .map((name) => store.write(name, server, health.window.snapshot(server, name))),
      )
        .catch((error: unknown) =>
          app.log.warn(
            { err: error },
            `the health counts could not be written to ${store.describe}`,
          ),
        )
        .finally(() => (writing = undefined)));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void writeAll(), healthOptions.writeMs ?? HEALTH_WRITE_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await writing;
      await writeAll();
    });
  }

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt();
  });

  app.get('/sitemap.xml', async (request, reply) =>
    inTrace(traceOf(request.raw), async () => {
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
    }),
  );

  app.get(RSS_PATH, async (request, reply) =>
    inTrace(traceOf(request.raw), async () => {
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
    }),
  );

  async function render(
    url: URL,
    log: FastifyBaseLogger,
    choice: RequestChoice,
  ): Promise<CachedPage> {
    const { builds } = choice;
    const chosenRuntime: RuntimeConfig = choice.key
      ? {
          ...browserRuntime,
          remotes: {
            ...browserRuntime.remotes,
            ...Object.fromEntries(
              Object.entries(builds).map(([name, build]) => [name, build!.manifest]),
            ),
          },
        }
      : browserRuntime;
    const result = await renderPage({
      url,
      runtime: chosenRuntime,
      builds,
      versions: choice.previews.length ? choice.versions : undefined,
      remotes,
      serverWindow,
      log: (message, error) => log.warn({ err: error }, message),
    });
    if (result.kind === 'redirect')
      return { status: result.status, location: result.location, body: '', cacheable: true };
    const remote = result.remote
      ? await remoteAssets.tags(
          result.remote as RemoteName,
          result.html,
          builds[result.remote as RemoteName]?.manifest,
        )
      : { html: '', styleHashes: [] };
    const assets = [shellAssets.inline, remote.html].filter(Boolean).join('\n    ');
    const styleHashes = [...shellAssets.styleHashes, ...remote.styleHashes];
    // A page that names no picture of its own shows the one its remote's build drew for it (the
    // marketing pages' cards), found by the page's canonical path; else the brand's card.
    const meta =
      result.meta && result.remote && !result.meta.image && !result.meta.notFound
        ? {
            ...result.meta,
            image: await remoteAssets.shareImage(
              result.remote as RemoteName,
              result.meta.canonicalPath ?? url.pathname,
              builds[result.remote as RemoteName]?.manifest,
            ),
          }
        : result.meta;
    const body = renderDocument({
      template: pageTemplate,
      head: `${earlyInputScript}\n    ${headTags(meta, url.pathname, { noindex: result.personal })}${afterPaint ? `\n    ${afterPaint.script}` : ''}`,
      assets,
      html: result.html,
      payload: result.payload,
    });
    const cacheable = !result.personal && (result.status === 200 || result.status === 404);
    return { status: result.status, body, cacheable, personal: result.personal, styleHashes };
  }

  /** The render as a span of the page's request when spans are exported: the remote that owns
   * the page and the version of its container are its attributes. */
  function tracedRender(
    url: URL,
    log: FastifyBaseLogger,
    choice: RequestChoice,
  ): Promise<CachedPage> {
    return withSpan('render', { 'url.path': url.pathname }, async (span) => {
      const page = await render(url, log, choice);
      const remote = span && remoteForPath(url.pathname);
      if (span)
        span.setAttributes({
          'agency.remote.name': remote ?? undefined,
          // The build this request was given (a preview or a rollout's), else the live one's.
          'agency.remote.version': remote
            ? (choice.versions[remote]?.version ?? (await remotes.loadedVersion(remote)))
            : undefined,
          'http.response.status_code': page.status,
        });
      return page;
    });
  }

  function send(reply: FastifyReply, page: CachedPage, choice?: RequestChoice) {
    if (page.location)
      return reply
        .code(page.status)
        .header('Cache-Control', choice?.previews.length ? PERSONAL_HTML_CACHE : PUBLIC_HTML_CACHE)
        .redirect(page.location, page.status);
    if (choice?.uncached) reply.header('Content-Security-Policy', devPagePolicy(choice));
    else if (page.styleHashes?.length)
      reply.header('Content-Security-Policy', pagePolicy(page.styleHashes));
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header(
        'Cache-Control',
        page.personal || page.status >= 500 || choice?.previews.length
          ? PERSONAL_HTML_CACHE
          : choice?.bucket
            ? ROLLOUT_HTML_CACHE
            : PUBLIC_HTML_CACHE,
      );
    if (page.personal) reply.header(NOINDEX_HEADER.name, NOINDEX_HEADER.value);
    if (!choice) return reply.send(page.body);
    // Only this browser's own cookies: its bucket when first drawn, and the preview cookies
    // that were refused (cleared, so the page says so once).
    const cookies = [
      ...(choice.bucket?.isNew
        ? [bucketCookie(choice.bucket.value, { secure: secureCookies })]
        : []),
      ...choice.refused.map(({ remote }) =>
        clearedPreviewCookie(remote, { secure: secureCookies }),
      ),
    ];
    if (cookies.length) reply.header('Set-Cookie', cookies.length === 1 ? cookies[0] : cookies);
    return reply.send(withPreviewBar(page.body, previewBar(choice)));
  }

  /** A page of a remote answered: one view of the version the request was given, and one
   * server-render failure when its remote could not render it (its unavailable message). */
  function counted(pathname: string, page: CachedPage, choice: RequestChoice) {
    const remote = remoteForPath(pathname);
    if (!remote || page.location) return;
    const version = choice.versions[remote]?.version;
    health.view(remote, version);
    if (page.status >= 500)
      health.serverFailure(
        remote,
        version,
        messageHash(`${page.status} ${routePatternOf(pathname, remotePrefixes[remote] ?? [])}`),
      );
  }

  /** The first page a remote owns: where a preview starts and ends. */
  const firstRoute = (name: RemoteName) =>
    (remotePrefixes[name] ?? []).find((prefix) => !prefix.includes('*')) ?? '/';
  const remoteNamed = (value: unknown): RemoteName | undefined =>
    typeof value === 'string' && Object.hasOwn(runtime.remotes, value)
      ? (value as RemoteName)
      : undefined;

  // A preview link: checked (signed with this site's secret, not expired, a recorded version of
  // a remote of this site), then its cookie set for that remote only, and on to the remote's
  // first page. A refused link sets nothing and says why.
  app.get(PREVIEW_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const name = remoteNamed(query.remote);
    const value = [query.version, query.exp, query.sig].every((part) => typeof part === 'string')
      ? `${String(query.version)}.${String(query.exp)}.${String(query.sig)}`
      : '';
    const preview = name
      ? await versions.verify(name, value)
      : ({ ok: false, reason: 'invalid' } as const);
    reply.header('Cache-Control', PERSONAL_HTML_CACHE);
    if (!preview.ok || !name)
      return reply
        .code(preview.ok ? 403 : preview.reason === 'expired' ? 410 : 403)
        .type('text/html; charset=utf-8')
        .send(refusedPreviewPage(preview.ok ? 'invalid' : preview.reason));
    reply.header(
      'Set-Cookie',
      previewCookie(name, value, preview.exp - Math.floor(Date.now() / 1000), {
        secure: secureCookies,
      }),
    );
    return reply.redirect(encodeURI(firstRoute(name)), 303);
  });

  // Leaving a preview clears that remote's cookie, and nothing else.
  app.get(LEAVE_PATH, async (request, reply) => {
    const name = remoteNamed((request.query as Record<string, unknown>).remote);
    reply.header('Cache-Control', PERSONAL_HTML_CACHE);
    if (name) reply.header('Set-Cookie', clearedPreviewCookie(name, { secure: secureCookies }));
    return reply.redirect(encodeURI(name ? firstRoute(name) : '/'), 303);
  });

  // Which version of each remote this browser's pages get, and why, for the version overlay:
  // only for a browser that previews, or for the SuperAdmin (the session's bearer token, checked
  // with the api). The page itself never names its versions for anyone else.
  app.get(MF_INFO_PATH, async (request, reply) =>
    inTrace(traceOf(request.raw), async () => {
      reply.header('Cache-Control', PERSONAL_HTML_CACHE);
      const choice = await versions.choose(request.headers.cookie);
      if (!choice.previews.length && !(await isSuperAdmin(request.headers.authorization)))
        return reply.code(403).send({ message: MF_INFO_REFUSED });
      return mfInfo.describe(choice);
    }),
  );

  app.get('/*', async (request, reply) => {
    const url = new URL(
      request.url,
      runtime.siteConfig.siteUrl ?? `http://${request.headers.host ?? 'localhost'}`,
    );
    // An old address answers before any page is looked for, even one cached before the change.
    const redirect = redirects?.find(url.pathname);
    if (redirect)
      return send(reply, {
        status: redirect.status,
        location: location(redirect.to, url.search),
        body: '',
        cacheable: false,
      });
    try {
      // The versions of each remote this request gets, chosen once: the render and the
      // browser's hydration use the same builds.
      const choice = await versions.choose(request.headers.cookie);
      // The render runs in the request's trace: its api calls carry it (trace.ts).
      const path = `${url.pathname}${url.search}`;
      const renderNow = () =>
        inTrace(traceOf(request.raw), () => tracedRender(url, request.log, choice));
      // A remote from a dev server changes with every edit: its pages are never kept.
      const page = choice.uncached
        ? await renderNow()
        : await cache.get(choice.key ? `${choice.key} ${path}` : path, renderNow);
      counted(url.pathname, page, choice);
      return send(reply, page, choice);
    } catch (error) {
      // Never a blank page or a stack trace: the page renders in the browser instead.
      request.log.error({ err: error }, `server render of ${url.pathname} failed`);
      const remote = remoteForPath(url.pathname);
      if (remote)
        health.serverFailure(
          remote,
          versions.state(remote)?.version,
          messageHash(error instanceof Error ? error.message : String(error)),
        );
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
  // Before the server is built: it adds its request spans only if tracing is on by then.
  await startTracing(process.env, 'agency-render-server');
  const shell = apps.apps[0]!;
  const port = Number(process.env.PORT) || apps.portOf(shell);
  const host = process.env.HOST ?? '127.0.0.1';
  const settings = metricsSettings(process.env);
  const metrics = new RenderMetrics();
  const app = await buildRenderServer({
    distDir: process.env.SHELL_DIST_DIR ?? path.resolve(__dirname, '..'),
    runtime: apps.remotesConfig(),
    renderCacheMs: process.env.RENDER_CACHE_MS ? Number(process.env.RENDER_CACHE_MS) : undefined,
    contentPollMs: process.env.CONTENT_POLL_MS ? Number(process.env.CONTENT_POLL_MS) : undefined,
    contentPurgeUrl: process.env.CONTENT_PURGE_URL || undefined,
    logger: process.env.LOG_LEVEL !== 'silent',
    metrics,
    readOriginPointers: true,
    previewSecret: process.env.PREVIEW_SECRET || undefined,
    previewDevOrigins: devOriginsFrom(
      process.env.PREVIEW_DEV_ORIGINS,
      process.env.PREVIEW_SECRET || undefined,
      DEVELOPMENT_PREVIEW_SECRET,
    ),
    health: healthSettings(process.env),
  });
  const metricsServer = buildMetricsServer(metrics.registry, settings.token);
  const shutdown = closeGracefully(app, {
    // The spans of the last pages are exported before the process exits.
    after: () => metricsServer.close().then(stopTracing),
    exit: (code) => process.exit(code),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown(signal));
  await app.listen({ port, host });
  if (settings.port !== undefined) {
    const address = await metricsServer.listen({ port: settings.port, host: settings.host });
    app.log.info({ metrics: `${address}/metrics` }, 'metrics listening');
  }
}

/** The health reports' settings from the environment (docs/render-server.md). */
export function healthSettings(env: NodeJS.ProcessEnv): HealthOptions {
  const number = (name: string, min: number, max: number): number | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max)
      throw new Error(`${name} must be a number from ${min} to ${max}.`);
    return value;
  };
  const perAddressPerMinute = number('HEALTH_CAP_PER_ADDRESS', 1, 10_000);
  const perSecond = number('HEALTH_CAP_PER_SECOND', 1, 100_000);
  return {
    sampling: number('HEALTH_SAMPLING', 0, 1),
    caps: {
      ...DEFAULT_HEALTH_CAPS,
      ...(perAddressPerMinute ? { perAddressPerMinute } : {}),
      ...(perSecond ? { perSecond } : {}),
    },
    store: env.HEALTH_STORE?.trim() || undefined,
    serverId: env.HEALTH_SERVER_ID?.trim() || undefined,
    writeMs: number('HEALTH_WRITE_MS', 100, 600_000),
  };
}
