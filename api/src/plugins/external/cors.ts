import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured site origins may call the API from a browser. */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // If-Match: the editor names the version a save started from (no silent overwrite).
      allowedHeaders: ['Content-Type', 'Authorization', 'x-tenant-id', 'If-Match'],
      // The site reads a list's next-page cursor; ETag for conditional requests.
      exposedHeaders: ['X-Next-Cursor', 'ETag'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
