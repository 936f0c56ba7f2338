import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The metrics in Prometheus text format at GET /metrics, on a listener of their own that is
 * never the public one (each server binds it to its metrics port on METRICS_HOST, 127.0.0.1 by
 * default). With a token, a scrape must send `Authorization: Bearer <token>` as well, compared
 * in constant time.
 */
export function buildMetricsServer(registry: Registry, token?: string): FastifyInstance {
  const server = Fastify({ logger: false });
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  server.get('/metrics', async (request, reply) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ message: 'A valid bearer token is required.' });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return server;
}

/** Where a metrics listener binds and what a scrape must send. */
export interface MetricsSettings {
  /** No port: no metrics listener. */
  port: number | undefined;
  host: string;
  /** A scrape must send `Authorization: Bearer <token>`; required off loopback. */
  token: string | undefined;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;

/** METRICS_HOST (127.0.0.1 by default) and METRICS_TOKEN for a listener on `port`. Metrics are
 * never public: a listener off loopback must have a token, or the server refuses to start. */
export function metricsSettings(env: NodeJS.ProcessEnv, port: number | undefined): MetricsSettings {
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const token = env.METRICS_TOKEN || undefined;
  if (port !== undefined && !LOOPBACK.test(host) && !token)
    throw new Error(
      `METRICS_HOST ${host} is not a loopback address: set METRICS_TOKEN too, so the metrics are not public.`,
    );
  return { port, host, token };
}
