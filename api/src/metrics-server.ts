import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The metrics in Prometheus text format at GET /metrics, on a listener of their own that is
 * never the public one (API_METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by default). With
 * a token, a scrape must send `Authorization: Bearer <token>` as well.
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
