import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** One in this many increments also deletes expired counters. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store that keeps the counters in the database (table
 * rate_limit_counters), so every instance on one PostgreSQL counts the same requests. A fixed
 * window per key, like the in-memory store: one upsert per limited request, timed by the
 * database's clock so instances agree on when a window ends.
 */
export function databaseRateLimitStore(
  db: Kysely<DB>,
  onError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let increments = 0;

  const sweep = () => {
    sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`.execute(db).catch(onError);
  };

  class DatabaseRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      increments += 1;
      if (increments % SWEEP_EVERY === 0) sweep();
      sql<{ count: number; ttl: number }>`
        INSERT INTO rate_limit_counters AS c (key, count, expires_at)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
          expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
        RETURNING count, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ttl`
        .execute(db)
        .then(
          ({ rows }) => {
            const row = rows[0]!;
            callback(null, {
              current: Number(row.count),
              ttl: Math.max(0, Math.ceil(Number(row.ttl))),
            });
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
