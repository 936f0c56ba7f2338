import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../../lib/database-rate-limit-store';

/**
 * Per-route limits only (see `limit()` in lib/rate-limits.ts); 429 replies carry a sentence.
 * Counters live in this process (RATE_LIMIT_STORE=memory, the default) or in the database
 * (RATE_LIMIT_STORE=database), which several instances share.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.config.rateLimitStore === 'database'
        ? {
            store: databaseRateLimitStore(app.db, (error) =>
              app.log.error({ err: error }, 'rate-limit sweep failed'),
            ),
          }
        : {}),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        return { statusCode: 429, message: `Too many requests. Please try again in ${wait}.` };
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
