/** @jest-environment node */
// The render server as operators see it: its metrics in Prometheus text format, the trace a
// page's api calls carry, /healthz and /readyz, and the stop that lets renders finish.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { delay, http, HttpResponse, passthrough } from 'msw';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { RouteObject } from 'react-router';
import { tenantPath } from '@agency/shared-state';
import { baseApi } from '@agency/shared-state/api';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';
import { buildMetricsServer, metricsSettings, RenderMetrics } from './metrics';
import { closeGracefully } from './shutdown';

const observedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    observedPosts: build.query<{ title: string }[], void>({
      query: () => `/posts/${tenantPath()}`,
    }),
  }),
});

function Posts() {
  const { data } = observedApi.useObservedPostsQuery();
  return <h1>{data ? data.map((post) => post.title).join(', ') : 'Loading posts'}</h1>;
}

const blogRoutes: RouteObject[] = [{ path: '/tech&tranquility', element: <Posts /> }];
const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';
const POSTS = apiRoute('/posts/:tenant');
const HEALTH = apiRoute('/health');
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance;
let metrics: RenderMetrics;
let logs: string[];

beforeEach(async () => {
  remoteModules.clear();
  remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
  server.use(
    http.get(BLOG_ENTRY, () =>
      HttpResponse.text('/* blog container */', { headers: { ETag: '"blog-1.4.2"' } }),
    ),
    // A plain copy of the build, not deployed by the command: no deploy record to check against.
    http.get('http://blog.test/deploy.json', () => new HttpResponse(null, { status: 404 })),
    http.get(POSTS, () => HttpResponse.json([{ title: 'First post' }])),
    http.get(HEALTH, () => HttpResponse.json({ status: 'ok' })),
  );
  metrics = new RenderMetrics();
  logs = [];
  app = await buildRenderServer({
    distDir: dist(),
    runtime: { remotes: {}, serverRemotes: { blog: BLOG_ENTRY }, siteConfig: {} },
    logStream: { write: (line) => logs.push(line) },
    metrics,
    remoteOptions: { loadTimeoutMs: 300, revalidateMs: 60_000 },
    contentPollMs: 0, // content-watch.test.ts covers the content version
  });
});
afterEach(async () => app.close());

async function scrape() {
  const res = await buildMetricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return parsePrometheusTextFormat(res.body);
}

function value(
  families: ReturnType<typeof parsePrometheusTextFormat>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const sample = families
    .find((f) => f.name === name)
    ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return sample?.value === undefined ? undefined : Number(sample.value);
}

describe('the metrics', () => {
  it('count pages by route template and status, the render cache, and the loaded remote', async () => {
    for (const url of ['/tech&tranquility', '/tech&tranquility', '/tech&tranquility?page=2'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const families = await scrape();
    const requests = (route: string, status: string) =>
      value(families, 'http_requests_total', { method: 'GET', route, status_code: status });
    expect(requests('/*', '200')).toBe(3);
    expect(requests('/healthz', '200')).toBe(1);
    // The template, never the URL.
    const routes = families
      .find((f) => f.name === 'http_requests_total')!
      .metrics.map((m) => m.labels!.route);
    expect(routes.some((route) => route?.includes('tranquility'))).toBe(false);
    expect(families.find((f) => f.name === 'http_request_duration_seconds')?.type).toBe(
      'HISTOGRAM',
    );

    expect(value(families, 'render_cache_lookups_total', { result: 'miss' })).toBe(2);
    expect(value(families, 'render_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(
      value(families, 'render_remote_loaded_info', { remote: 'blog', version: '"blog-1.4.2"' }),
    ).toBe(1);
    expect(value(families, 'render_remote_load_failures_total', { remote: 'blog' })).toBe(
      undefined,
    );
    expect(value(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.some((f) => f.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it("count a remote's failed loads, and forget the version of a remote that is down", async () => {
    remoteModules.delete('blog/routes');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await app.inject({ method: 'GET', url: '/tech&tranquility' })).statusCode).toBe(503);
    const families = await scrape();
    expect(value(families, 'render_remote_load_failures_total', { remote: 'blog' })).toBe(1);
    expect(value(families, 'render_remote_loaded_info', { remote: 'blog' })).toBe(undefined);
  });

  it('listen on loopback, and off it only with a token', () => {
    expect(metricsSettings({})).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(metricsSettings({ SHELL_METRICS_PORT: '9465' }).port).toBe(9465);
    expect(() => metricsSettings({ SHELL_METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' })).toThrow(
      'METRICS_HOST 0.0.0.0 is not a loopback address: set METRICS_TOKEN too, so the metrics are not public.',
    );
    expect(() => metricsSettings({ SHELL_METRICS_PORT: 'x' })).toThrow(
      'SHELL_METRICS_PORT must be a port number (0-65535).',
    );
  });

  it('refuse a scrape without the token when one is set', async () => {
    const guarded = buildMetricsServer(metrics.registry, 'scrape-secret');
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const res = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE render_cache_lookups_total counter');
  });
});

describe('a traced page', () => {
  it("sends the page's trace on every api call the render makes, and logs it", async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/tech&tranquility',
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('First post');
    const [, traceId, spanId] = String(page.headers.traceparent).split('-');
    expect(traceId).toBe(TRACE_ID);

    const calls = sentRequests('GET', POSTS);
    expect(calls).toHaveLength(1);
    // The api call is a child of the page's span, in the page's trace.
    expect(calls[0]!.headers.get('traceparent')).toBe(`00-${TRACE_ID}-${spanId}-01`);
    // The remote's host is not told of the trace.
    expect(sentRequests('GET', BLOG_ENTRY)[0]?.headers.get('traceparent')).toBeNull();

    const lines = logs.map((line) => JSON.parse(line) as { msg: string; traceId?: string });
    expect(lines.find((line) => line.msg === 'request completed')?.traceId).toBe(TRACE_ID);
  });

  it('never logs the token of a mailed link', async () => {
    await app.inject({ method: 'GET', url: '/tech&tranquility?token=secret-link-token&x=1' });
    const logged = logs.join('');
    expect(logged).toContain('/tech&tranquility?token=[redacted]&x=1');
    expect(logged).not.toContain('secret-link-token');
  });

  it('starts a trace for a page that came without one', async () => {
    const page = await app.inject({ method: 'GET', url: '/tech&tranquility' });
    const [version, traceId, spanId, flags] = String(page.headers.traceparent).split('-');
    expect(version).toBe('00');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(sentRequests('GET', POSTS)[0]!.headers.get('traceparent')).toBe(
      `00-${traceId}-${spanId}-${flags}`,
    );
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 naming what is not ready while a remote is down, 200 once it is up', async () => {
    remoteModules.delete('blog/routes');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.json()).toEqual({
      ready: false,
      notReady: ['remote:blog'],
      checks: { api: 'ok', 'remote:blog': 'Failed to fetch blog/routes' },
    });

    remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
    const up = await app.inject({ method: 'GET', url: '/readyz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({
      ready: true,
      notReady: [],
      checks: { api: 'ok', 'remote:blog': 'ok' },
    });
  });

  it('/readyz is 503 while the api is unreachable or unhealthy', async () => {
    server.use(
      http.get(HEALTH, () =>
        HttpResponse.json({ message: 'The database is not reachable.' }, { status: 503 }),
      ),
    );
    const unhealthy = await app.inject({ method: 'GET', url: '/readyz' });
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toMatchObject({
      notReady: ['api'],
      checks: { api: "The api's health check answered 503." },
    });

    server.use(http.get(HEALTH, () => HttpResponse.error()));
    const unreachable = await app.inject({ method: 'GET', url: '/readyz' });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toMatchObject({ ready: false, notReady: ['api'] });
  });
});

describe('the stop on SIGTERM', () => {
  it('finishes the render in flight, refuses new connections, then exits 0', async () => {
    let answerApi!: () => void;
    const apiAnswered = new Promise<void>((resolve) => (answerApi = resolve));
    let apiCalled!: () => void;
    const called = new Promise<void>((resolve) => (apiCalled = resolve));
    server.use(
      http.get(POSTS, async () => {
        apiCalled();
        await apiAnswered;
        await delay(50);
        return HttpResponse.json([{ title: 'Rendered while stopping' }]);
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    server.use(http.all(`${origin}/*`, () => passthrough()));

    const inFlight = fetch(`${origin}/tech&tranquility`);
    await called;
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      closeGracefully(app, {
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      })('SIGTERM');
    });
    await delay(50);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(exits).toEqual([]);

    answerApi();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.text()).toContain('Rendered while stopping');
    await exited;
    expect(exits).toEqual([0]);
  });
});
