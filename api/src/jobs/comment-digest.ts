import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { CommentDigestConfig } from '../config';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';
import { commentDigestMail } from '../mail/templates';
import type { CommentsRepository } from '../repositories/comments';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** The start of the window when this instance wins the period, else undefined. */
  async function claim(now: Date): Promise<Date | undefined> {
    const due = new Date(now.getTime() - config.intervalMs);
    const result = await sql<{ previous: Date | string | null }>`
      WITH previous AS (SELECT last_run_at FROM job_runs WHERE name = ${JOB})
      INSERT INTO job_runs (name, last_run_at) VALUES (${JOB}, ${now})
      ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at
        WHERE job_runs.last_run_at <= ${due}
      RETURNING (SELECT last_run_at FROM previous) AS previous`.execute(db);
    const row = result.rows[0];
    if (!row) return undefined;
    // The first run ever looks back one period.
    return row.previous ? new Date(row.previous) : due;
  }

  async function runOnce(): Promise<{ acted: boolean; mailed: number }> {
    const now = clock.now();
    const mailed = await deps.transaction(async () => {
      const from = await claim(now);
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

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'comment digest run failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce,
    start() {
      timer = setInterval(tick, config.checkMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
