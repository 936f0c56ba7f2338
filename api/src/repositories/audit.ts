import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { newestFirst, type PageRequest, type PagePosition } from '../lib/pages';

/** What an entry says was done, to which object, and the state it moved between. */
export interface AuditEntryInput {
  action: string;
  actor: { id: string | null; username: string };
  address: string | null;
  object?: { type: string; id: string; label?: string | null } | undefined;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntryView {
  id: string;
  at: string;
  actor: { id: string | null; username: string };
  address: string | null;
  action: string;
  object: { type: string; id: string; label: string | null } | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit log: appended to and read, never changed (there is no update or delete here, and
 * the database refuses an update; see migrations/0013_audit_log.sql).
 */
export default fp(
  async (app) => {
    const { db } = app;
    const repository = {
      async append(tenantId: string, entry: AuditEntryInput): Promise<void> {
        await db
          .insertInto('audit_log')
          .values({
            id: randomUUID(),
            tenant_id: tenantId,
            at: app.clock.now(),
            actor_id: entry.actor.id,
            actor: entry.actor.username,
            address: entry.address,
            action: entry.action,
            object_type: entry.object?.type ?? null,
            object_id: entry.object?.id ?? null,
            object_label: entry.object?.label ?? null,
            before: json(entry.before),
            after: json(entry.after),
          })
          .execute();
      },

      /** Newest first, one page, filtered by who, what and when (`to` is exclusive). */
      async list(
        tenantId: string,
        filter: AuditFilter,
        page: PageRequest,
      ): Promise<{ entries: AuditEntryView[]; next: PagePosition | undefined }> {
        let query = db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId);
        if (filter.actor) query = query.where('actor', '=', filter.actor);
        if (filter.action) query = query.where('action', '=', filter.action);
        if (filter.from) query = query.where('at', '>=', filter.from);
        if (filter.to) query = query.where('at', '<', filter.to);
        const { page: rows, next } = await newestFirst(query, page, {
          at: 'at',
          id: 'id',
          of: (row) => row.at,
        });
        const entries = rows.map((row): AuditEntryView => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          actor: { id: row.actor_id, username: row.actor },
          address: row.address,
          action: row.action,
          object:
            row.object_type && row.object_id
              ? { type: row.object_type, id: row.object_id, label: row.object_label }
              : null,
          before: row.before ?? null,
          after: row.after ?? null,
        }));
        return { entries, next };
      },

      /** Everyone who appears in the tenant's log, for the screen's filter. */
      async actors(tenantId: string): Promise<string[]> {
        const rows = await db
          .selectFrom('audit_log')
          .select('actor')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .orderBy('actor')
          .limit(500)
          .execute();
        return rows.map((row) => row.actor);
      },
    };
    app.decorate('auditRepository', repository);
  },
  { name: 'audit-repository', dependencies: ['database'] },
);

export type AuditRepository = {
  append(tenantId: string, entry: AuditEntryInput): Promise<void>;
  list(
    tenantId: string,
    filter: AuditFilter,
    page: PageRequest,
  ): Promise<{ entries: AuditEntryView[]; next: PagePosition | undefined }>;
  actors(tenantId: string): Promise<string[]>;
};
