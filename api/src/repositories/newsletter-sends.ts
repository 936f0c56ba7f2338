import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import type { NewsletterSendsTable } from '../db/schema';
import { ownedRow } from '../db/owned';

/** How a send is doing, from the owner's side: waiting, going out, done, or never started. */
export type SendState = 'scheduled' | 'sending' | 'sent' | 'cancelled';

export interface SendCounts {
  /** Addresses it goes to: the confirmed subscribers when it started (today's, until then). */
  recipients: number;
  /** Accepted by the mail server. */
  sent: number;
  /** Not yet queued, or in the outbox waiting for (another) attempt. */
  pending: number;
  /** The outbox gave up on them. */
  failed: number;
  /** Left the list between the start and their turn. */
  skipped: number;
}

export interface SendView {
  id: string;
  postId: string | null;
  postTitle: string;
  state: SendState;
  scheduledAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  counts: SendCounts;
}

export type CancelOutcome = 'cancelled' | 'started' | 'not-found';

export interface NewsletterSendsRepository {
  /** Confirmed subscribers now: who a send started now would go to. */
  audience(tenantId: string): Promise<number>;
  /** Sends of the post that were not cancelled (locks the post's row: run in a transaction). */
  previousSends(tenantId: string, postId: string): Promise<number>;
  create(
    tenantId: string,
    send: { postId: string; postTitle: string; scheduledAt: Date; createdBy: string | null },
  ): Promise<SendView>;
  /** Newest first; of one post when `postId` is given. */
  list(
    tenantId: string,
    options: { postId?: string | undefined; limit: number },
  ): Promise<SendView[]>;
  find(tenantId: string, id: string): Promise<SendView | undefined>;
  /** Cancels a send that has not started. */
  cancel(tenantId: string, id: string): Promise<CancelOutcome>;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

const NO_COUNTS = { recipients: 0, sent: 0, pending: 0, failed: 0, skipped: 0 };

export default fp(
  async (app) => {
    const { db } = app;

    async function audience(tenantId: string): Promise<number> {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    /** Each send's counts: a queued recipient is sent once its outbox row is gone. */
    async function counts(ids: string[]): Promise<Map<string, SendCounts>> {
      if (ids.length === 0) return new Map();
      const rows = await sql<{
        send_id: string;
        recipients: string;
        sent: string;
        pending: string;
        failed: string;
        skipped: string;
      }>`
        SELECT r.send_id,
               count(*) AS recipients,
               count(*) FILTER (WHERE r.state = 'queued' AND o.id IS NULL) AS sent,
               count(*) FILTER (WHERE r.state = 'pending'
                                   OR (o.id IS NOT NULL AND o.failed_at IS NULL)) AS pending,
               count(*) FILTER (WHERE o.failed_at IS NOT NULL) AS failed,
               count(*) FILTER (WHERE r.state = 'skipped') AS skipped
          FROM newsletter_send_recipients r
          LEFT JOIN mail_outbox o ON o.id = r.outbox_id
         WHERE r.send_id IN (${sql.join(ids)})
         GROUP BY r.send_id`.execute(db);
      return new Map(
        rows.rows.map((row) => [
          row.send_id,
          {
            recipients: Number(row.recipients),
            sent: Number(row.sent),
            pending: Number(row.pending),
            failed: Number(row.failed),
            skipped: Number(row.skipped),
          },
        ]),
      );
    }

    async function views(
      tenantId: string,
      rows: Selectable<NewsletterSendsTable>[],
    ): Promise<SendView[]> {
      const found = await counts(rows.filter((row) => row.started_at).map((row) => row.id));
      const waiting = rows.some((row) => row.status === 'scheduled') ? await audience(tenantId) : 0;
      return rows.map((row) => {
        const started = found.get(row.id) ?? NO_COUNTS;
        const counted =
          row.status === 'scheduled'
            ? { ...NO_COUNTS, recipients: waiting, pending: waiting }
            : started;
        // A send for now is due at once: it shows as going out until an instance starts it.
        const due = row.status === 'scheduled' && new Date(row.scheduled_at) <= app.clock.now();
        const state: SendState = due
          ? 'sending'
          : row.status === 'scheduled' || row.status === 'cancelled'
            ? row.status
            : row.status === 'sending' || counted.pending > 0
              ? 'sending'
              : 'sent';
        return {
          id: row.id,
          postId: row.post_id,
          postTitle: row.post_title,
          state,
          scheduledAt: iso(row.scheduled_at)!,
          createdAt: iso(row.created_at)!,
          startedAt: iso(row.started_at),
          finishedAt: iso(row.finished_at),
          cancelledAt: iso(row.cancelled_at),
          cancelReason: row.cancel_reason,
          counts: counted,
        };
      });
    }

    const base = (tenantId: string) =>
      db
        .selectFrom('newsletter_sends')
        .select([
          'id',
          'tenant_id',
          'post_id',
          'post_title',
          'status',
          'scheduled_at',
          'created_at',
          'created_by',
          'started_at',
          'finished_at',
          'cancelled_at',
          'cancel_reason',
          // The rendered issue is the sender's, never part of a reply.
          sql<null>`null`.as('issue'),
        ])
        .where('tenant_id', '=', tenantId);

    const repository: NewsletterSendsRepository = {
      audience,

      async previousSends(tenantId, postId) {
        // Two owners pressing Send at once: the second waits here and sees the first's send.
        await db
          .selectFrom('posts')
          .select('id')
          .where(ownedRow(tenantId, postId))
          .forUpdate()
          .execute();
        const row = await db
          .selectFrom('newsletter_sends')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('post_id', '=', postId)
          .where('status', '!=', 'cancelled')
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },

      async create(tenantId, send) {
        const id = randomUUID();
        await db
          .insertInto('newsletter_sends')
          .values({
            id,
            tenant_id: tenantId,
            post_id: send.postId,
            post_title: send.postTitle,
            status: 'scheduled',
            scheduled_at: send.scheduledAt,
            created_at: app.clock.now(),
            created_by: send.createdBy,
            issue: null,
          })
          .execute();
        return (await repository.find(tenantId, id))!;
      },

      async list(tenantId, { postId, limit }) {
        let query = base(tenantId);
        if (postId) query = query.where('post_id', '=', postId);
        const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
        return views(tenantId, rows);
      },

      async find(tenantId, id) {
        const row = await base(tenantId).where('id', '=', id).executeTakeFirst();
        return row ? (await views(tenantId, [row]))[0] : undefined;
      },

      async cancel(tenantId, id) {
        const now = app.clock.now();
        const result = await db
          .updateTable('newsletter_sends')
          .set({ status: 'cancelled', cancelled_at: now, cancel_reason: null })
          .where(ownedRow(tenantId, id))
          .where('status', '=', 'scheduled')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return 'cancelled';
        const row = await base(tenantId).where('id', '=', id).executeTakeFirst();
        if (!row) return 'not-found';
        return row.status === 'cancelled' ? 'cancelled' : 'started';
      },
    };
    app.decorate('newsletterSendsRepository', repository);
  },
  { name: 'newsletter-sends-repository', dependencies: ['database'] },
);
