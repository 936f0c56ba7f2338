import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RateLimitName } from '../../config';
import { tooManyRequests, type Hit, type HitResult } from '../../lib/rate-limits';

export interface Limits {
  /** Counts one hit on every bucket; tells whether any is over its limit. */
  hit(request: FastifyRequest, hits: Hit[]): Promise<HitResult>;
  /** The same, then a 429 with Retry-After when any bucket is over its limit. */
  enforce(request: FastifyRequest, hits: Hit[]): Promise<void>;
}

/**
 * Limits a route applies itself, with keys only it knows (a username across addresses, an
 * account, a mail recipient), next to the route-config limits of `limit()`. They count in the
 * same @fastify/rate-limit store, so swapping the store moves them too.
 */
export default fp(
  async (app) => {
    const { rateLimits } = app.config;
    // createRateLimit builds the key from the request alone; the key of this call is handed
    // over here (the key generator runs synchronously at the start of the check).
    const keyOf = new WeakMap<FastifyRequest, string>();
    const checkers = new Map(
      (Object.keys(rateLimits) as RateLimitName[]).map((name) => [
        name,
        app.createRateLimit({
          max: rateLimits[name].max,
          timeWindow: rateLimits[name].windowMs,
          keyGenerator: (request) => `${name}|${keyOf.get(request) ?? ''}`,
        }),
      ]),
    );

    const limits: Limits = {
      async hit(request, hits) {
        let retryAfterMs = 0;
        let exceeded = false;
        for (const [name, key] of hits) {
          keyOf.set(request, key);
          const result = await checkers.get(name)!(request);
          if (!result.isAllowed && result.isExceeded) {
            exceeded = true;
            retryAfterMs = Math.max(retryAfterMs, result.ttl);
          }
        }
        return { exceeded, retryAfterMs };
      },
      async enforce(request, hits) {
        const { exceeded, retryAfterMs } = await limits.hit(request, hits);
        if (exceeded) throw tooManyRequests(retryAfterMs);
      },
    };
    app.decorate('limits', limits);
  },
  { name: 'limits', dependencies: ['config', 'rate-limit'] },
);
