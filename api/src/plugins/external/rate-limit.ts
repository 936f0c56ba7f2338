import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { retryMessage } from '../../lib/rate-limits';

/** Per-route limits only (see `limit()` in lib/rate-limits.ts); 429 replies carry a sentence. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: retryMessage(context.ttl),
      }),
    });
  },
  { name: 'rate-limit' },
);
