import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config, RateLimitName } from '../config';

/**
 * Route config for one of the configured limits (RATE_LIMIT_* settings). `key` narrows the
 * bucket beyond the client address, e.g. login attempts per address and username.
 */
export function limit(
  config: Config,
  name: RateLimitName,
  key?: (request: FastifyRequest) => string,
): RateLimitOptions {
  const rule = config.rateLimits[name];
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    // Keys need the parsed body or the authenticated user, which exist by preHandler.
    hook: 'preHandler',
    keyGenerator: (request) => `${name}|${request.ip}|${key ? key(request) : ''}`,
  };
}
