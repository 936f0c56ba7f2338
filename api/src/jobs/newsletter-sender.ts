import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { NewsletterSenderConfig } from '../config';
import { newsletterLinks } from '../mail/newsletter-links';
import { newsletterPost, type NewsletterPost } from '../mail/newsletter-post';
import { newsletterPostMail } from '../mail/templates';
import type { NewsletterRepository } from '../repositories/newsletter';
import type { PostsRepository } from '../repositories/posts';
import type { MailService, Tenant } from '../types';
import { periodicRunner, type DatabaseJobDeps, type PeriodicJob } from './periodic';

/**
 * A run starts the sends that are due, then queues every pending recipient of every started
 * send, a batch at a time, until none is left to this instance; the outcome says how many sends
 * it started and how many mails it queued.
 */
export interface NewsletterSender extends PeriodicJob<{ started: number; queued: number }> {
  /** A run as soon as the current one ends (a send for now was just created). */
  kick(): void;
  /** Waits for the run in progress and any run kicked after it. */
  settle(): Promise<void>;
}

export interface NewsletterSenderDeps extends DatabaseJobDeps {
  config: NewsletterSenderConfig;
  siteUrl: string;
  publicApiUrl: string;
  mail: MailService;
  newsletter: NewsletterRepository;
  posts: PostsRepository;
  tenant(id: string): Tenant | undefined;
}

/** Why a scheduled send did not start. */
export const UNPUBLISHED_REASON = 'The post was unpublished before the send started.';
export const DELETED_REASON = 'The post was deleted before the send started.';

/**
 * Sends a post to the newsletter's confirmed subscribers through the mail outbox.
 *
 * Every instance runs it; the database decides who does what, so each confirmed address gets
 * the mail exactly once. A due send is started by a conditional update (scheduled -> sending),
 * in the transaction that renders the post once and writes one recipient row per confirmed
 * address of that moment. Recipients are then claimed a batch at a time with FOR UPDATE SKIP
 * LOCKED, and the batch's mails go into the outbox in the transaction that marks the rows
 * queued: an instance that dies mid-batch leaves the rows pending (its transaction rolls
 * back) for any other instance, and two instances never claim the same rows. An address that
 * left since the start is skipped. The outbox then delivers each mail once per Message-ID
 * (mail/mailer.ts): the id is the send's and the address's, the same on every retry.
 */
export function createNewsletterSender(deps: NewsletterSenderDeps): NewsletterSender {
  const { db, clock, config, log } = deps;
  const domain = new URL(deps.siteUrl).hostname || 'localhost';

  /** Starts at most a few due sends; the rest wait for the next run. */
  async function startDue(): Promise<number> {
    return deps.transaction(async () => {
      const now = clock.now();
      const due = await db
        .selectFrom('newsletter_sends')
        .select(['id', 'tenant_id', 'post_id'])
        .where('status', '=', 'scheduled')
        .where('scheduled_at', '<=', now)
        .orderBy('scheduled_at')
        .limit(5)
        .forUpdate()
        .skipLocked()
        .execute();
      let started = 0;
      for (const send of due) {
        const post = send.post_id
          ? await deps.posts.findRow(send.tenant_id, send.post_id)
          : undefined;
        if (!post || post.publish_status !== 'Published') {
          await db
            .updateTable('newsletter_sends')
            .set({
              status: 'cancelled',
              cancelled_at: now,
              cancel_reason: post ? UNPUBLISHED_REASON : DELETED_REASON,
            })
            .where('id', '=', send.id)
            .execute();
          log.warn({ send: send.id }, 'newsletter send cancelled: its post is not published');
          continue;
        }
        const view = await deps.posts.view(post);
        const issue = newsletterPost(view, deps.siteUrl);
        await db
          .updateTable('newsletter_sends')
          .set({
            status: 'sending',
            started_at: now,
            post_title: post.title,
            issue: JSON.stringify(issue),
          })
          .where('id', '=', send.id)
          .where('status', '=', 'scheduled')
          .execute();
        await sql`
          INSERT INTO newsletter_send_recipients (send_id, email, state)
          SELECT ${send.id}, email, 'pending' FROM newsletter_subscribers
           WHERE tenant_id = ${send.tenant_id} AND status = 'confirmed'`.execute(db);
        started += 1;
        log.info({ send: send.id }, 'newsletter send started');
      }
      return started;
    });
  }

  /** One batch of one send: returns how many recipients it took (0: none left to take). */
  async function queueBatch(send: {
    id: string;
    tenantId: string;
    issue: NewsletterPost;
  }): Promise<number> {
    const tenant = deps.tenant(send.tenantId);
    if (!tenant) return 0;
    return deps.transaction(async () => {
      const claimed = await sql<{ email: string; subscribed: boolean }>`
        SELECT r.email, (s.status = 'confirmed') AS subscribed
          FROM newsletter_send_recipients r
          LEFT JOIN newsletter_subscribers s
            ON s.tenant_id = ${send.tenantId} AND s.email = r.email
         WHERE r.send_id = ${send.id} AND r.state = 'pending'
         ORDER BY r.email
         LIMIT ${config.batchSize}
         FOR UPDATE OF r SKIP LOCKED`.execute(db);
      if (claimed.rows.length === 0) return 0;
      const still = claimed.rows.filter((row) => row.subscribed === true).map((row) => row.email);
      const gone = claimed.rows.filter((row) => row.subscribed !== true).map((row) => row.email);
      const tokens = await deps.newsletter.issueUnsubscribeTokens(send.tenantId, still);
      const mails = still.map((email) => ({
        ...newsletterPostMail(
          tenant.name,
          email,
          send.issue,
          newsletterLinks({ config: deps }, send.tenantId, tokens.get(email)!),
          messageId(send.id, email),
        ),
        tenantId: send.tenantId,
      }));
      const outbox = await deps.mail.sendMany(mails);
      if (outbox.size > 0) {
        const values = sql.join(
          [...outbox].map(([email, id]) => sql`(${email}, ${id}::bigint)`),
          sql`, `,
        );
        await sql`
          UPDATE newsletter_send_recipients AS r
             SET state = 'queued', outbox_id = v.outbox_id
            FROM (VALUES ${values}) AS v (email, outbox_id)
           WHERE r.send_id = ${send.id} AND r.email = v.email`.execute(db);
      }
      if (gone.length > 0)
        await db
          .updateTable('newsletter_send_recipients')
          .set({ state: 'skipped' })
          .where('send_id', '=', send.id)
          .where('email', 'in', gone)
          .execute();
      return claimed.rows.length;
    });
  }

  function messageId(sendId: string, email: string): string {
    const address = createHash('sha256').update(email).digest('hex').slice(0, 24);
    return `newsletter.${sendId}.${address}@${domain}`;
  }

  /** Marks a send queued once no recipient is pending (rows another instance holds are). */
  async function finish(sendId: string): Promise<void> {
    await sql`
      UPDATE newsletter_sends SET status = 'queued', finished_at = ${clock.now()}
       WHERE id = ${sendId} AND status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM newsletter_send_recipients
                          WHERE send_id = ${sendId} AND state = 'pending')`.execute(db);
  }

  async function runOnce(): Promise<{ started: number; queued: number }> {
    const started = await startDue();
    const sending = await db
      .selectFrom('newsletter_sends')
      .select(['id', 'tenant_id', 'issue'])
      .where('status', '=', 'sending')
      .orderBy('started_at')
      .execute();
    let queued = 0;
    for (const row of sending) {
      const issue = (
        typeof row.issue === 'string' ? JSON.parse(row.issue) : row.issue
      ) as NewsletterPost;
      const send = { id: row.id, tenantId: row.tenant_id, issue };
      for (;;) {
        const taken = await queueBatch(send);
        if (taken === 0) break;
        queued += taken;
      }
      await finish(row.id);
    }
    if (queued > 0) log.info({ started, queued }, 'newsletter mails queued');
    return { started, queued };
  }

  const runner = periodicRunner(runOnce, config.pollMs, log, 'newsletter send run failed');
  return {
    runOnce,
    ...runner,
  };
}
