import type { CommentDigestConfig } from '../config';
import { commentDigestMail } from '../mail/templates';
import type { CommentsRepository } from '../repositories/comments';
import { claimPeriod, periodicRunner, type DatabaseJobDeps, type PeriodicJob } from './periodic';
import type { MailService, Tenant } from '../types';

/**
 * A run acts if this instance wins the period: it queues, per tenant with new comments, one mail
 * listing the comments created since the previous run; the outcome says whether it acted and how
 * many mails it queued.
 */
export type CommentDigest = PeriodicJob<{ acted: boolean; mailed: number }>;

export interface CommentDigestDeps extends DatabaseJobDeps {
  config: CommentDigestConfig;
  comments: CommentsRepository;
  mail: MailService;
  tenants(): Tenant[];
  /** Who receives the digest, and where the Comments screen is. */
  to: string;
  screenUrl: string;
}

const JOB = 'comment-digest';
/** Comments listed in one mail; the rest are counted. */
const LISTED = 50;

/**
 * The owner's digest of new comments, one mail a period (a day) and never one per comment.
 * Every instance runs the timer; the database decides which one acts, as for the lead
 * retention: a run moves the job's `last_run_at` on only when it is at least one period old (a
 * conditional upsert: two instances racing serialize on the row and the second sees the
 * first's time), and reads the time it replaces, which starts the window. The mails go to the
 * outbox in the same transaction, so a period is either claimed with its mails queued or not
 * claimed at all; the outbox sends them after the commit.
 */
export function createCommentDigest(deps: CommentDigestDeps): CommentDigest {
  const { db, clock, config, comments, mail, log } = deps;

  async function runOnce(): Promise<{ acted: boolean; mailed: number }> {
    const now = clock.now();
    const mailed = await deps.transaction(async () => {
      // The window starts at the previous run (one period back for the first).
      const from = await claimPeriod(db, JOB, now, config.intervalMs);
      if (!from) return undefined;
      let count = 0;
      for (const tenant of deps.tenants()) {
        const found = await comments.createdBetween(tenant.id, from, now, LISTED);
        if (found.total === 0) continue;
        await mail.send({
          ...commentDigestMail(tenant.name, deps.to, {
            total: found.total,
            comments: found.comments,
            screenUrl: deps.screenUrl,
          }),
          tenantId: tenant.id,
        });
        count += 1;
      }
      return count;
    });
    if (mailed === undefined) return { acted: false, mailed: 0 };
    if (mailed > 0) log.info({ mailed }, 'comment digests queued');
    return { acted: true, mailed };
  }

  return {
    runOnce,
    ...periodicRunner(runOnce, config.checkMs, log, 'comment digest run failed'),
  };
}
