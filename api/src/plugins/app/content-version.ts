import fp from 'fastify-plugin';
import { sql } from 'kysely';

export interface ContentVersions {
  /** After any change to the tenant's posts: this instance's replies are rendered anew at once,
   * and the tenant's version moves for the render servers and the other instances. */
  changed(tenantId: string): Promise<void>;
  /** The tenant's content version as stored ("0" before its first change). */
  read(tenantId: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentVersions: ContentVersions;
  }
}

/**
 * The version of each tenant's published content, kept in the database (content_versions) so
 * that every api instance and every render server agrees on it whatever instance took the write.
 *
 * - A write moves the version in the database and drops this instance's reply cache at once.
 * - Each instance reads every tenant's version every `contentVersionPollMs` (250 ms) and drops
 *   its reply cache for a tenant whose version moved: a write through another instance is
 *   served by this one within that time, not after the reply cache's 2 s.
 * - Render servers read `GET /api/v1/content/:tenantId/version` as often and drop their pages.
 *
 * A poll rather than PostgreSQL's LISTEN/NOTIFY, because PGlite (the default database) has no
 * second connection to listen on; a primary-key read of a table of one row per tenant costs
 * next to nothing on both.
 */
export default fp(
  async (app) => {
    const seen = new Map<string, string>();

    const contentVersions: ContentVersions = {
      async changed(tenantId) {
        app.replyCache.invalidate(tenantId);
        const now = app.clock.now();
        const row = await app.db
          .insertInto('content_versions')
          .values({ tenant_id: tenantId, version: 1, changed_at: now })
          .onConflict((conflict) =>
            conflict.column('tenant_id').doUpdateSet({
              version: sql`content_versions.version + 1`,
              changed_at: now,
            }),
          )
          .returning('version')
          .executeTakeFirstOrThrow();
        // Replies cached while the version moved may predate a change another instance made
        // just before it; drop them too. Then the poll knows this version already: it must not
        // drop, up to a poll later, the replies cached since this instance's own change.
        app.replyCache.invalidate(tenantId);
        seen.set(tenantId, String(row.version));
      },
      async read(tenantId) {
        const row = await app.db
          .selectFrom('content_versions')
          .select('version')
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        return row ? String(row.version) : '0';
      },
    };
    app.decorate('contentVersions', contentVersions);

    const pollMs = app.config.contentVersionPollMs;
    if (pollMs <= 0) return;
    let primed = false;
    let running: Promise<void> | undefined;
    function poll(): Promise<void> {
      running ??= readAll().finally(() => (running = undefined));
      return running;
    }
    async function readAll() {
      try {
        const rows = await app.db
          .selectFrom('content_versions')
          .select(['tenant_id', 'version'])
          .execute();
        for (const row of rows) {
          const version = String(row.version);
          // A tenant's first change through another instance appears as a new row.
          const before = seen.get(row.tenant_id) ?? (primed ? '0' : version);
          seen.set(row.tenant_id, version);
          if (before !== version) app.replyCache.invalidate(row.tenant_id);
        }
        primed = true;
      } catch (error) {
        app.log.warn({ err: error }, 'reading the content versions failed');
      }
    }
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await poll();
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'content-versions', dependencies: ['config', 'database', 'reply-cache'] },
);
