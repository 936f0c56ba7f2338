import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The API's security headers policy (helmet's defaults plus these). */
export const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * The headers helmet sets for these options, computed once: helmet's middleware is run a
 * single time against a response that only records what it is told. Every directive here is
 * a constant (no per-request nonce or function), so every reply gets the same values.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every reply. Media replies widen Cross-Origin-Resource-Policy themselves.
 *
 * Not @fastify/helmet: it builds a new helmet middleware (normalizing every CSP directive)
 * on each request, a few per cent of the CPU of a cached read. The values are the
 * same: helmet itself computes them, once, at start.
 */
export default fp(
  (app, _options, done) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'helmet' },
);
