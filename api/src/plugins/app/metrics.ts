import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MailOutcomes } from '../../mail/queue';

export interface Metrics {
  /** Everything this process measures, in Prometheus text format by `registry.metrics()`. */
  registry: Registry;
  mail: MailOutcomes;
}

/** Seconds; from a cached read (well under a millisecond) to an upload. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The api's metrics, served by the metrics server (@agency/server-kit/metrics-server) on a port of its own:
 * requests by route template and status with their latency, the database pool, the mail outbox,
 * and Node's process metrics. A request costs one histogram observation; the database and the
 * outbox are read only when the metrics are scraped.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its reply, by method, route template and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    // The histogram's _count holds the same figure; the counter is what dashboards and
    // alerts usually take rates of, and what text-format readers without histogram support see.
    const answered = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The route's template, never the URL: one series per route whatever the ids in paths.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      };
      latency.observe(labels, reply.elapsedTime / 1000);
      answered.inc(labels);
      done();
    });

    const { database } = app;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state (PGlite: its one connection).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = database.pool();
        this.set({ state: 'in_use' }, pool.inUse);
        this.set({ state: 'idle' }, pool.total - pool.inUse);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries and transactions waiting for a database connection.',
      registers: [registry],
      collect() {
        this.set(database.pool().waiting);
      },
    });

    // The outbox is shared by every instance on one database: these are the whole site's.
    new Gauge({
      name: 'mail_outbox_messages',
      help: 'Messages in the mail outbox: pending (to send or retry) and failed (given up).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const { rows } = await sql<{ pending: number | string; failed: number | string }>`
            SELECT count(*) FILTER (WHERE failed_at IS NULL) AS pending,
                   count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
              FROM mail_outbox`.execute(app.db);
          this.set({ status: 'pending' }, Number(rows[0]?.pending ?? 0));
          this.set({ status: 'failed' }, Number(rows[0]?.failed ?? 0));
        } catch {
          // The database is away: no figure rather than a stale one.
          this.reset();
        }
      },
    });
    const sent = new Counter({
      name: 'mail_sent_total',
      help: 'Messages this process handed to the mail server (or the outbox folder).',
      registers: [registry],
    });
    const failures = new Counter({
      name: 'mail_send_failures_total',
      help: 'Failed sends by this process: retry (tried again later) or gave_up (last attempt).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });

    app.decorate('metrics', {
      registry,
      mail: {
        sent: () => sent.inc(),
        failed: (gaveUp) => failures.inc({ outcome: gaveUp ? 'gave_up' : 'retry' }),
      },
    } satisfies Metrics);
  },
  { name: 'metrics', dependencies: ['config', 'database'] },
);
