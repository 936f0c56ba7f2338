import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommentDigestConfig } from '../config';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';
import { commentDigestMail } from '../mail/templates';
import type { CommentsRepository } from '../repositories/comments';
import { claimPeriod, periodicRunner } from './periodic';
import type { MailService, Tenant } from '../types';

export interface CommentDigest {
  /**
   * One run if this instance wins the period: queues, per tenant with new comments, one mail
   * listing the comments created since the previous run. Returns whether it acted and how many
   * mails it queued.
   */
  runOnce(): Promise<{ acted: boolean; mailed: number }>;
  /** Tries every `checkMs` until `stop`. */
  start(): void;
  /** Stops trying and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface CommentDigestDeps {
  db: Kysely<DB>;
  clock: Clock;
  config: CommentDigestConfig;
  comments: CommentsRepository;
  mail: MailService;
  tenants(): Tenant[];
  /** Who receives the digest, and where the Comments screen is. */
  to: string;
  screenUrl: string;
  log: FastifyBaseLogger;
  transaction<T>(fn: () => Promise<T>): Promise<T>;
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
        await mail.send(
          commentDigestMail(tenant.name, deps.to, {
            total: found.total,
            comments: found.comments,
            screenUrl: deps.screenUrl,
          }),
        );
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
