import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Per-route limits only (see `limit()` in lib/rate-limits.ts); 429 replies carry a sentence. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        return { statusCode: 429, message: `Too many requests. Please try again in ${wait}.` };
      },
    });
  },
  { name: 'rate-limit' },
);
