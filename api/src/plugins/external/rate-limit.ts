import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../../lib/database-rate-limit-store';
import { retryMessage } from '../../lib/rate-limits';

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
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: retryMessage(context.ttl),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
