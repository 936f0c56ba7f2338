import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { isUniqueViolation } from '../db/errors';
import { targetPath } from '../lib/site-paths';

/** One redirect as the render servers apply it. */
export interface PublicRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/** One redirect as the Redirects screen lists it. */
export interface RedirectView extends PublicRedirect {
  id: string;
  automatic: boolean;
  post: { id: string; title: string } | null;
  createdAt: string;
}

/** What adding a redirect came to; every refusal names the redirect in the way. */
export type RedirectAddition =
  | { outcome: 'added'; redirect: RedirectView }
  | { outcome: 'exists'; existing: PublicRedirect }
  | { outcome: 'loop'; existing: PublicRedirect }
  | { outcome: 'chain'; existing: PublicRedirect };

export interface RedirectsRepository {
  /** Every redirect of the tenant, compact (the render servers keep the list). */
  all(tenantId: string): Promise<PublicRedirect[]>;
  /** Every redirect of the tenant with its post, newest first. */
  list(tenantId: string): Promise<RedirectView[]>;
  /**
   * Adds the owner's redirect (paths already checked, lib/site-paths) unless it would answer a
   * path that already redirects, lead to a path that redirects on (a loop back or a second
   * hop), or be led to by another redirect (that one would take two hops).
   */
  add(tenantId: string, redirect: PublicRedirect): Promise<RedirectAddition>;
  /** Deletes one redirect; the deleted row, or undefined when the tenant has none by that id. */
  remove(tenantId: string, id: string): Promise<PublicRedirect | undefined>;
  /**
   * A post's address moved from `fromPath` to `toPath`: every redirect that led to `fromPath`
   * now leads to `toPath` (one hop, whatever the number of renames), `fromPath` redirects there
   * (301, going with the post), and a redirect from `toPath` is dropped (the post answers there;
   * a post taking back an earlier address would otherwise loop). Run it in a transaction.
   */
  postMoved(tenantId: string, postId: string, fromPath: string, toPath: string): Promise<void>;
  /** A post now answers at `path`: a redirect from there would hide it. */
  postTookPath(tenantId: string, path: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redirectsRepository: RedirectsRepository;
  }
}

const iso = (date: Date | string) => new Date(date).toISOString();

export default fp(
  async (app) => {
    const { db } = app;

    const fromPathOf = (tenantId: string, path: string) =>
      db
        .selectFrom('redirects')
        .select(['from_path as from', 'to_target as to', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('from_path', '=', path)
        .executeTakeFirst();

    const repository: RedirectsRepository = {
      all: (tenantId) =>
        db
          .selectFrom('redirects')
          .select(['from_path as from', 'to_target as to', 'status'])
          .where('tenant_id', '=', tenantId)
          .orderBy('from_path')
          .execute(),

      async list(tenantId) {
        const rows = await db
          .selectFrom('redirects')
          .leftJoin('posts', 'posts.id', 'redirects.post_id')
          .select([
            'redirects.id',
            'redirects.from_path',
            'redirects.to_target',
            'redirects.status',
            'redirects.post_id',
            'redirects.created_at',
            'posts.title',
          ])
          .where('redirects.tenant_id', '=', tenantId)
          .orderBy('redirects.created_at', 'desc')
          .orderBy('redirects.id', 'desc')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          from: row.from_path,
          to: row.to_target,
          status: row.status,
          automatic: row.post_id !== null,
          post: row.post_id ? { id: row.post_id, title: row.title ?? '' } : null,
          createdAt: iso(row.created_at),
        }));
      },

      add: (tenantId, redirect) =>
        app.transaction(async () => {
          const existing = await fromPathOf(tenantId, redirect.from);
          if (existing) return { outcome: 'exists', existing };
          const to = targetPath(redirect.to);
          const onward = to === undefined ? undefined : await fromPathOf(tenantId, to);
          if (onward)
            return {
              outcome: targetPath(onward.to) === redirect.from ? 'loop' : 'chain',
              existing: onward,
            };
          const leading = await db
            .selectFrom('redirects')
            .select(['from_path as from', 'to_target as to', 'status', 'to_target'])
            .where('tenant_id', '=', tenantId)
            .where((eb) =>
              eb.or([
                eb('to_target', '=', redirect.from),
                eb('to_target', 'like', `${redirect.from}?%`),
                eb('to_target', 'like', `${redirect.from}#%`),
              ]),
            )
            .executeTakeFirst();
          if (leading)
            return {
              outcome: 'chain',
              existing: { from: leading.from, to: leading.to, status: leading.status },
            };
          const now = app.clock.now();
          const id = randomUUID();
          try {
            await db
              .insertInto('redirects')
              .values({
                id,
                tenant_id: tenantId,
                from_path: redirect.from,
                to_target: redirect.to,
                status: redirect.status,
                post_id: null,
                created_at: now,
              })
              .execute();
          } catch (error) {
            // Another request added the same path between our check and our write.
            if (!isUniqueViolation(error)) throw error;
            return { outcome: 'exists', existing: redirect };
          }
          return {
            outcome: 'added',
            redirect: { ...redirect, id, automatic: false, post: null, createdAt: iso(now) },
          };
        }),

      async remove(tenantId, id) {
        return db
          .deleteFrom('redirects')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .returning(['from_path as from', 'to_target as to', 'status'])
          .executeTakeFirst();
      },

      async postMoved(tenantId, postId, fromPath, toPath) {
        await repository.postTookPath(tenantId, toPath);
        await db
          .updateTable('redirects')
          .set({ to_target: toPath })
          .where('tenant_id', '=', tenantId)
          .where('to_target', '=', fromPath)
          .execute();
        await db
          .insertInto('redirects')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            from_path: fromPath,
            to_target: toPath,
            status: 301,
            post_id: postId,
            created_at: app.clock.now(),
          })
          // The owner's redirect from the post's address hid the post; the post's move wins.
          .onConflict((conflict) =>
            conflict
              .columns(['tenant_id', 'from_path'])
              .doUpdateSet({ to_target: toPath, status: 301, post_id: postId }),
          )
          .execute();
      },

      async postTookPath(tenantId, path) {
        await db
          .deleteFrom('redirects')
          .where('tenant_id', '=', tenantId)
          .where('from_path', '=', path)
          .execute();
      },
    };
    app.decorate('redirectsRepository', repository);
  },
  { name: 'redirects-repository', dependencies: ['database'] },
);
