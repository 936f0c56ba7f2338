import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** A rendered reply: the JSON bytes (encoded once: a string would be encoded on every send),
 * their ETag and the headers that go with them. */
export interface CachedReply {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** How long an instance serves a rendered reply before it reads the database again. */
export const REPLY_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

export function renderReply(value: unknown, headers: Record<string, string> = {}): CachedReply {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, headers };
}

type Render = () => Promise<CachedReply | undefined>;

/**
 * Rendered JSON of the published reads (post lists, posts, comments), kept in this process.
 *
 * - A write through this instance (post saved, published, unpublished, deleted; comment; vote)
 *   calls `invalidate(tenant)`, which moves the tenant to a new generation: every key holds
 *   the generation, so nothing rendered before the write is served after it.
 * - Other instances on the same database see the write when their entries expire: each entry
 *   lives REPLY_CACHE_TTL_MS (2 s), so a reply is never older than that anywhere.
 * - Concurrent misses of one key share one render (lru-cache's fetch), so a burst of
 *   requests after an expiry makes one query, not hundreds.
 * - Bounded: 2,000 entries and 32 MB, least recently used first out.
 */
export class ReplyCache {
  private readonly cache: LRUCache<string, CachedReply, Render>;
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(now: () => number, ttlMs = REPLY_CACHE_TTL_MS) {
    this.cache = new LRUCache<string, CachedReply, Render>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => entry.body.length + 200,
      ttl: ttlMs,
      // Read the app's clock on every check (tests move it by hand).
      ttlResolution: 0,
      perf: { now },
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  private fullKey(tenantId: string, key: string): string {
    return `${tenantId}\u0000${this.epoch}.${this.generations.get(tenantId) ?? 0}\u0000${key}`;
  }

  /**
   * The reply under `key` for the tenant; `render` makes it on a miss (undefined: not
   * cacheable). A fresh entry comes back as is, without a promise: the hot path of every
   * published read; only a miss waits.
   */
  get(
    tenantId: string,
    key: string,
    render: Render,
  ): CachedReply | Promise<CachedReply | undefined> {
    const fullKey = this.fullKey(tenantId, key);
    return this.cache.get(fullKey) ?? this.cache.fetch(fullKey, { context: render });
  }

  /** After any change to the tenant's posts or comments. */
  invalidate(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** Forgets everything (the test helper's reset empties tables behind the app's back). */
  clear(): void {
    this.epoch += 1;
    this.cache.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    replyCache: ReplyCache;
  }
}

export default fp(
  async (app) => {
    app.decorate('replyCache', new ReplyCache(() => app.clock.now().getTime()));
  },
  { name: 'reply-cache', dependencies: ['config'] },
);
