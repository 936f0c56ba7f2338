/** @jest-environment node */
// The browsers' failure reports: what a report may say, the caps that hold off a flood, the
// counts in /metrics and the last hour kept per version for the deploy tool's watch.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { RouteObject } from 'react-router';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import {
  HealthWindow,
  parseHealthReport,
  RenderHealth,
  ReportCaps,
  type HealthCounters,
  type HealthSnapshot,
} from './health';
import { buildRenderServer, healthSettings } from './main';
import { buildMetricsServer, RenderMetrics } from './metrics';

const REMOTES = new Set(['blog', 'marketing']);
const report = {
  remote: 'blog',
  version: 'a1b2c3d4e5f6',
  phase: 'render',
  route: '/tech&tranquility/*',
  hash: '0badf00d',
};

describe('a report', () => {
  it('is read from JSON text or an object with exactly its five fields', () => {
    expect(parseHealthReport(JSON.stringify(report), REMOTES)).toEqual(report);
    expect(parseHealthReport(report, REMOTES)).toEqual(report);
    expect(parseHealthReport({ ...report, version: 'none' }, REMOTES)?.version).toBe('none');
  });

  it('is a retry with a sixth field, attempt, on a loading phase', () => {
    const retry = { ...report, phase: 'chunk', attempt: 2 };
    expect(parseHealthReport(JSON.stringify(retry), REMOTES)).toEqual(retry);
    expect(parseHealthReport({ ...retry, phase: 'manifest', attempt: 3 }, REMOTES)).toEqual({
      ...retry,
      phase: 'manifest',
      attempt: 3,
    });
  });

  it.each([
    ['not JSON', '{"remote":'],
    ['an array', [report]],
    ['an extra field', { ...report, email: 'a@b.c' }],
    ['a missing field', { ...report, hash: undefined }],
    ['a remote of no one', { ...report, remote: 'evil' }],
    ['an unknown phase', { ...report, phase: 'boot' }],
    ['a version that is no id', { ...report, version: '../../etc' }],
    ['a full URL', { ...report, route: 'https://site.test/tech&tranquility/a-post' }],
    ['a query string', { ...report, route: '/account?email=a@b.c' }],
    ['a long route', { ...report, route: `/${'a'.repeat(300)}` }],
    ['a message instead of a hash', { ...report, hash: 'TypeError: x is undefined' }],
    ['too many bytes', JSON.stringify({ ...report, pad: 'x'.repeat(2000) })],
    ['a retry of a render', { ...report, attempt: 1 }],
    ['a retry numbered 0', { ...report, phase: 'chunk', attempt: 0 }],
    ['a retry past the third', { ...report, phase: 'chunk', attempt: 4 }],
    ['a retry numbered in text', { ...report, phase: 'chunk', attempt: '1' }],
    ['a retry numbered 1.5', { ...report, phase: 'entry', attempt: 1.5 }],
  ])('is refused when it is %s', (_what, body) => {
    expect(parseHealthReport(body, REMOTES)).toBeUndefined();
  });
});

describe('the caps', () => {
  it('take 30 reports a minute from one address, then again the next minute', () => {
    let now = 0;
    const caps = new ReportCaps(
      { perAddressPerMinute: 30, perSecond: 1000, addresses: 10 },
      () => now,
    );
    const answers = Array.from({ length: 40 }, () => caps.take('203.0.113.9'));
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(30);
    expect(answers.at(-1)).toBe('address-cap');
    expect(caps.take('198.51.100.1')).toBe('ok');
    now = 60_000;
    expect(caps.take('203.0.113.9')).toBe('ok');
  });

  it('take at most the overall number a second from all addresses together', () => {
    let now = 0;
    const caps = new ReportCaps(
      { perAddressPerMinute: 30, perSecond: 5, addresses: 100 },
      () => now,
    );
    const answers = Array.from({ length: 8 }, (_, index) => caps.take(`10.0.0.${index}`));
    expect(answers).toEqual([...Array(5).fill('ok'), ...Array(3).fill('overall-cap')]);
    now = 1000;
    expect(caps.take('10.0.0.99')).toBe('ok');
  });

  it('remember a fixed number of addresses, however many send', () => {
    const caps = new ReportCaps({ perAddressPerMinute: 30, perSecond: 1e9, addresses: 100 });
    for (let index = 0; index < 5000; index++) caps.take(`10.${index >> 8}.${index & 255}.1`);
    expect(caps.addressesRemembered).toBe(100);
  });
});

describe('the last hour per version', () => {
  it('keeps views and errors by minute, by phase and hash, and forgets what is older than an hour', () => {
    let now = 0;
    const window = new HealthWindow(() => now);
    window.view('blog', 'v2');
    window.view('blog', 'v2');
    window.error('blog', 'v2', 'render', '0badf00d');
    now = 61 * 60_000;
    window.view('blog', 'v2');
    const snapshot = window.snapshot('render-1', 'blog');
    expect(snapshot.versions.v2).toEqual([
      { minute: 61, views: 1, errors: 0, problems: {}, retries: 0 },
    ]);
    now = 61 * 60_000 + 1000;
    window.error('blog', 'v2', 'hydrate', 'cafebabe');
    expect(window.snapshot('render-1', 'blog').versions.v2?.[0]).toEqual({
      minute: 61,
      views: 1,
      errors: 1,
      problems: { 'hydrate:cafebabe': 1 },
      retries: 0,
    });
  });

  it('keeps the loads browsers tried again apart from the errors', () => {
    const window = new HealthWindow(() => 0);
    window.view('blog', 'v2');
    window.retry('blog', 'v2');
    window.retry('blog', 'v2');
    expect(window.snapshot('render-1', 'blog').versions.v2).toEqual([
      { minute: 0, views: 1, errors: 0, problems: {}, retries: 2 },
    ]);
  });

  it('keeps at most 50 distinct problems a minute and 8 versions a remote', () => {
    const window = new HealthWindow(() => 0);
    for (let index = 0; index < 80; index++)
      window.error('blog', 'v1', 'render', index.toString(16).padStart(8, '0'));
    const [minute] = window.snapshot('s', 'blog').versions.v1!;
    expect(Object.keys(minute!.problems)).toHaveLength(51);
    expect(minute!.problems.other).toBe(30);
    expect(minute!.errors).toBe(80);
    for (let index = 0; index < 20; index++) window.view('blog', `v${index}`);
    expect(Object.keys(window.snapshot('s', 'blog').versions)).toHaveLength(8);
  });
});

describe('the reports a render server takes', () => {
  const counted: string[] = [];
  const counters: HealthCounters = {
    remoteError: (remote, version, phase) => counted.push(`error ${remote} ${version} ${phase}`),
    remoteRetry: (remote, version, phase) => counted.push(`retry ${remote} ${version} ${phase}`),
    remoteView: (remote, version) => counted.push(`view ${remote} ${version}`),
    healthDropped: (reason) => counted.push(`dropped ${reason}`),
  };
  beforeEach(() => (counted.length = 0));

  it('name a version its pointer names now or named lately, and no other', () => {
    const health = new RenderHealth(['blog'], counters);
    expect(health.receive({ ...report, version: 'none' }, '10.0.0.1')).toBe(204);
    health.remember('blog', ['old', 'a1b2c3d4e5f6']);
    expect(health.receive(report, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...report, version: 'old' }, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...report, version: 'made-up' }, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...report, version: 'none' }, '10.0.0.1')).toBe(204);
    expect(counted).toEqual([
      'error blog none render',
      'error blog a1b2c3d4e5f6 render',
      'error blog old render',
      'dropped unknown-version',
      'dropped unknown-version',
    ]);
  });

  it('count a retry as a retry, never as an error, under the same version check and caps', () => {
    const health = new RenderHealth(['blog'], counters, {
      caps: { perAddressPerMinute: 2, perSecond: 100, addresses: 10 },
    });
    health.remember('blog', ['a1b2c3d4e5f6']);
    const retry = { ...report, phase: 'chunk', attempt: 1 };
    expect(health.receive(retry, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...retry, version: 'made-up' }, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...retry, attempt: 2 }, '10.0.0.1')).toBe(204);
    expect(health.receive({ ...retry, attempt: 3 }, '10.0.0.1')).toBe(429);
    expect(counted).toEqual([
      'retry blog a1b2c3d4e5f6 chunk',
      'dropped unknown-version',
      'retry blog a1b2c3d4e5f6 chunk',
      'dropped address-cap',
    ]);
    expect(health.window.snapshot('s', 'blog').versions.a1b2c3d4e5f6).toEqual([
      expect.objectContaining({ errors: 0, problems: {}, retries: 2 }),
    ]);
  });
});

const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';
function Broken(): never {
  throw new Error('The post list could not be drawn.');
}
const blogRoutes: RouteObject[] = [
  { path: '/tech&tranquility', element: <h1>Posts</h1> },
  { path: '/tech&tranquility/broken', element: <Broken /> },
];
/** The collector, made callable here (jest runs without --expose-gc): a heap measure that does
 * not count garbage yet to be collected. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);

describe('POST /_health', () => {
  let app: FastifyInstance;
  let metrics: RenderMetrics;
  let store: string;

  beforeEach(async () => {
    store = mkdtempSync(path.join(tmpdir(), 'health-store-'));
    remoteModules.clear();
    remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
    server.use(
      http.get(BLOG_ENTRY, () => HttpResponse.text('/* blog container */')),
      http.get('http://blog.test/deploy.json', () => new HttpResponse(null, { status: 404 })),
    );
    metrics = new RenderMetrics();
    app = await buildRenderServer({
      distDir: dist(),
      runtime: { remotes: {}, serverRemotes: { blog: BLOG_ENTRY }, siteConfig: {} },
      logger: false,
      metrics,
      remoteOptions: { loadTimeoutMs: 300, revalidateMs: 60_000 },
      contentPollMs: 0,
      health: { store: path.join(store, '{remote}'), serverId: 'render-1', writeMs: 60_000 },
    });
  });
  afterEach(async () => {
    await app.close();
    rmSync(store, { recursive: true, force: true });
  });

  async function families() {
    const res = await buildMetricsServer(metrics.registry).inject({
      method: 'GET',
      url: '/metrics',
    });
    return parsePrometheusTextFormat(res.body);
  }
  async function value(name: string, labels: Record<string, string>) {
    const sample = (await families())
      .find((family) => family.name === name)
      ?.metrics.find((metric) =>
        Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted),
      );
    return sample?.value === undefined ? undefined : Number(sample.value);
  }
  const beacon = (payload: unknown, remoteAddress = '203.0.113.9') =>
    app.inject({
      method: 'POST',
      url: '/_health',
      remoteAddress,
      // What navigator.sendBeacon sends for a string.
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const blogReport = { ...report, version: 'none' };

  it('counts a report by remote, version and phase in /metrics, and answers 204 with no body', async () => {
    const res = await beacon(blogReport);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(
      await value('render_remote_errors_total', {
        remote: 'blog',
        version: 'none',
        phase: 'render',
      }),
    ).toBe(1);
  });

  it('counts a retry by remote, version and the phase tried in /metrics, apart from the errors', async () => {
    const res = await beacon({ ...blogReport, phase: 'chunk', attempt: 1 });
    expect(res.statusCode).toBe(204);
    expect(
      await value('render_remote_load_retries_total', {
        remote: 'blog',
        version: 'none',
        phase: 'chunk',
      }),
    ).toBe(1);
    expect(await value('render_remote_errors_total', { remote: 'blog' })).toBeUndefined();
  });

  it('answers a body that is no report with 204, and counts it as dropped, never an error', async () => {
    for (const payload of ['nonsense', JSON.stringify({ ...blogReport, remote: 'evil' })])
      expect((await beacon(payload)).statusCode).toBe(204);
    const big = await beacon(JSON.stringify({ ...blogReport, pad: 'x'.repeat(5000) }));
    expect(big.statusCode).toBe(204);
    const json = await app.inject({
      method: 'POST',
      url: '/_health',
      headers: { 'content-type': 'application/xml' },
      payload: '<report/>',
    });
    expect(json.statusCode).toBe(204);
    expect(await value('render_health_reports_dropped_total', { reason: 'invalid' })).toBe(4);
  });

  it('answers 5,000 forged reports from one address with 204 or 429, drops and counts them, with flat memory', async () => {
    collect();
    const before = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    for (let index = 0; index < 5000; index++) {
      const { statusCode } = await beacon(blogReport);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    collect();
    const grown = process.memoryUsage().heapUsed - before;
    expect([...statuses.keys()].sort()).toEqual([204, 429]);
    expect(statuses.get(204)).toBe(30);
    expect(
      await value('render_remote_errors_total', {
        remote: 'blog',
        version: 'none',
        phase: 'render',
      }),
    ).toBe(30);
    expect(await value('render_health_reports_dropped_total', { reason: 'address-cap' })).toBe(
      4970,
    );
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });

  it("counts each page of a remote as a view of its version, and its own failed render as server-render, then writes the counts beside the remote's pointer", async () => {
    expect((await app.inject({ method: 'GET', url: '/tech&tranquility' })).statusCode).toBe(200);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await app.inject({ method: 'GET', url: '/tech&tranquility/broken' });
    expect(broken.statusCode).toBe(503);
    expect(await value('render_remote_views_total', { remote: 'blog', version: 'none' })).toBe(2);
    expect(
      await value('render_remote_errors_total', {
        remote: 'blog',
        version: 'none',
        phase: 'server-render',
      }),
    ).toBe(1);
    await app.close();
    const snapshot = JSON.parse(
      readFileSync(path.join(store, 'blog', 'health', 'render-1.json'), 'utf8'),
    ) as HealthSnapshot;
    expect(snapshot).toMatchObject({ server: 'render-1', remote: 'blog' });
    expect(snapshot.versions.none?.[0]).toMatchObject({ views: 2, errors: 1 });
    expect(Object.keys(snapshot.versions.none![0]!.problems)).toEqual([
      expect.stringMatching(/^server-render:[0-9a-f]{8}$/),
    ]);
  });
});

describe('the settings', () => {
  it('read sampling, caps and the store from the environment, and refuse nonsense', () => {
    expect(
      healthSettings({
        HEALTH_SAMPLING: '0.25',
        HEALTH_CAP_PER_ADDRESS: '10',
        HEALTH_STORE: '/srv/deploys/{remote}',
      }),
    ).toMatchObject({
      sampling: 0.25,
      caps: { perAddressPerMinute: 10, perSecond: 300 },
      store: '/srv/deploys/{remote}',
    });
    expect(() => healthSettings({ HEALTH_SAMPLING: '2' })).toThrow(
      'HEALTH_SAMPLING must be a number from 0 to 1.',
    );
  });
});
