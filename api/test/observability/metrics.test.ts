import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { loadConfig } from '../../src/config';
import type { Mailer } from '../../src/mail/mailer';
import { buildMetricsServer } from '@agency/server-kit/metrics-server';
import { TENANT, call, suiteApp } from '../helper';

// The api's metrics as Prometheus scrapes them: the text of GET /metrics on the metrics
// listener, read by a Prometheus text-format parser (parse-prometheus-text-format).

let smtpDown = true;
const mailer: Mailer = {
  async send() {
    if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:465');
  },
  close() {},
};

const t = suiteApp({
  mailer,
  env: { MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_BASE_MS: '1000' },
  resetEachTest: false,
});
let metrics: FastifyInstance;
beforeAll(() => {
  metrics = buildMetricsServer(t.app.metrics.registry, 'scrape-secret');
});
afterAll(async () => metrics.close());

async function scrapeText() {
  const res = await metrics.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer scrape-secret' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

async function scrape() {
  return parsePrometheusTextFormat(await scrapeText());
}

type Families = Awaited<ReturnType<typeof scrape>>;

function family(families: Families, name: string) {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name} in the scrape`);
  return found;
}

function sample(families: Families, name: string, labels: Record<string, string> = {}) {
  return family(families, name).metrics.find((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
}

const contact = (name: string) =>
  call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name, email: 'dana@shop.example', message: 'We need a new website.' },
  });

it('counts requests by route template and status, with their latency', async () => {
  const list = `/api/v1/posts/${TENANT}?status=Published`;
  const before = await scrape();
  const count = (families: Families, route: string, status: string) =>
    Number(
      sample(families, 'http_requests_total', { method: 'GET', route, status_code: status })
        ?.value ?? 0,
    );
  await call(t.app, 'GET', list);
  await call(t.app, 'GET', list);
  await call(t.app, 'GET', `/api/v1/posts/${TENANT}/no-such-post`);
  await call(t.app, 'GET', `/api/v1/posts/${TENANT}/another-missing-post`);
  await t.app.inject({ method: 'GET', url: '/nothing/here' });

  const after = await scrape();
  expect(family(after, 'http_requests_total').type).toBe('COUNTER');
  expect(count(after, '/api/v1/posts/:tenantId', '200')).toBe(
    count(before, '/api/v1/posts/:tenantId', '200') + 2,
  );
  // Two posts, one series: the template, never the slug.
  const missing = family(after, 'http_requests_total').metrics.filter(
    (m) => m.labels?.status_code === '404' && m.labels.route !== 'unmatched',
  );
  expect(missing.map((m) => [m.labels!.route, m.value])).toEqual([
    ['/api/v1/posts/:tenantId/:postId', '2'],
  ]);
  expect(count(after, 'unmatched', '404')).toBe(count(before, 'unmatched', '404') + 1);
  const routes = family(after, 'http_requests_total').metrics.map((m) => m.labels!.route);
  expect(routes.join(' ')).not.toMatch(/no-such-post|another-missing-post|\/nothing\/here/);

  // The latency histogram has the same series. The parser folds a labelled histogram's series
  // into one, so its series are read from the text itself.
  expect(family(after, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
  const series = '{method="GET",route="/api/v1/posts/:tenantId",status_code="200"}';
  const text = await scrapeText();
  const histogramCount = new RegExp(
    `^http_request_duration_seconds_count${series.replace(/[{}]/g, '\\$&')} (\\d+)$`,
    'm',
  ).exec(text)?.[1];
  expect(Number(histogramCount)).toBe(count(after, '/api/v1/posts/:tenantId', '200'));
  expect(text).toMatch(
    /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/posts\/:tenantId",status_code="200"\} \d+$/m,
  );
});

it("reports the mail outbox: pending, failed, sent, and each failed send's outcome", async () => {
  const failures = (outcome: string, families: Families) =>
    Number(sample(families, 'mail_send_failures_total', { outcome })?.value ?? 0);
  const sentBefore = Number(sample(await scrape(), 'mail_sent_total')?.value ?? 0);

  smtpDown = true;
  expect((await contact('Dana')).statusCode).toBe(200);
  await t.app.mail.flush();
  let now = await scrape();
  expect(sample(now, 'mail_outbox_messages', { status: 'pending' })?.value).toBe('1');
  expect(failures('retry', now)).toBe(1);

  // The second and last attempt fails too: the message is given up.
  t.clock.advance(1_000);
  await t.app.mail.flush();
  now = await scrape();
  expect(sample(now, 'mail_outbox_messages', { status: 'pending' })?.value).toBe('0');
  expect(sample(now, 'mail_outbox_messages', { status: 'failed' })?.value).toBe('1');
  expect(failures('gave_up', now)).toBe(1);

  smtpDown = false;
  expect((await contact('Lee')).statusCode).toBe(200);
  await t.app.mail.flush();
  now = await scrape();
  expect(Number(sample(now, 'mail_sent_total')?.value)).toBe(sentBefore + 1);
  expect(sample(now, 'mail_outbox_messages', { status: 'pending' })?.value).toBe('0');
});

it("reports the database pool and Node's own process metrics", async () => {
  const families = await scrape();
  const inUse = Number(sample(families, 'db_pool_connections', { state: 'in_use' })?.value);
  const idle = Number(sample(families, 'db_pool_connections', { state: 'idle' })?.value);
  expect(inUse + idle).toBeGreaterThanOrEqual(1);
  expect(Number(sample(families, 'db_pool_waiting')?.value)).toBe(0);
  for (const name of [
    'process_cpu_seconds_total',
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
  ])
    expect(family(families, name).metrics.length).toBeGreaterThan(0);
});

it('refuses a scrape without the bearer token', async () => {
  for (const authorization of [undefined, 'Bearer wrong', 'Bearer scrape-secret-and-more']) {
    const res = await metrics.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'A valid bearer token is required.' });
    expect(res.body).not.toContain('http_request');
  }
});

describe('the metrics settings', () => {
  it('listen on loopback, and nowhere without a port', () => {
    expect(loadConfig({}).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(loadConfig({ API_METRICS_PORT: '9464' }).metrics.port).toBe(9464);
  });

  it('refuse an address off loopback without a token', () => {
    expect(() => loadConfig({ API_METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      'METRICS_HOST 0.0.0.0 is not a loopback address: set METRICS_TOKEN too, so the metrics are not public.',
    );
    expect(
      loadConfig({ API_METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x' }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token: 'x' });
    expect(() => loadConfig({ API_METRICS_PORT: 'ninety' })).toThrow(
      'API_METRICS_PORT must be an integer.',
    );
  });
});
