import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every reply. Media replies widen Cross-Origin-Resource-Policy themselves. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The docs page (Swagger UI) loads its own script and styles from /api/docs/static.
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // The API is also served over plain http in development.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'helmet' },
);
