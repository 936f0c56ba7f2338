import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config, RateLimitName } from '../config';
import { HttpError } from './http-error';

/**
 * Route config for one of the configured limits (RATE_LIMIT_* settings). `key` narrows the
 * bucket beyond the client address, e.g. comments per address and user.
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

/** "45 seconds", "15 minutes": how long until a bucket starts afresh. */
export function waitFor(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

/** The sentence of every 429: when to try again. */
export function retryMessage(ttlMs: number): string {
  return `Too many requests. Please try again in ${waitFor(ttlMs)}.`;
}

/** A 429 that says when to try again, in its sentence and in Retry-After. */
export function tooManyRequests(ttlMs: number): HttpError {
  return new HttpError(429, retryMessage(ttlMs), {
    'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))),
  });
}

/** One hit on a named limit under a key the route computes (an account, a recipient, ...). */
export type Hit = [name: RateLimitName, key: string];

export interface HitResult {
  exceeded: boolean;
  /** The longest wait among the exceeded buckets, in ms (0 when none is exceeded). */
  retryAfterMs: number;
}
