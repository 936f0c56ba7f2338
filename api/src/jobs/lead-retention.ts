import type { InboxConfig } from '../config';
import type { InboxRepository } from '../repositories/inbox';
import type { NewsletterRepository } from '../repositories/newsletter';
import type { FileStore } from '../storage/file-store';
import { claimPeriod, periodicRunner, type DatabaseJobDeps, type PeriodicJob } from './periodic';

/**
 * A run acts if this instance wins the period: it deletes the expired leads with their
 * résumés; the outcome says whether it acted and how many leads it deleted.
 */
export type LeadRetention = PeriodicJob<{ acted: boolean; deleted: number }>;

export interface LeadRetentionDeps extends DatabaseJobDeps {
  config: InboxConfig;
  inbox: InboxRepository;
  /** Its expired pending sign-ups go in the same run. */
  newsletter?: Pick<NewsletterRepository, 'deleteExpiredPending'> | undefined;
  resumes: FileStore;
}

const JOB = 'lead-retention';
const DAY_MS = 86_400_000;

/**
 * Deletes leads older than `retentionMonths` and Spam older than `spamRetentionDays`, with
 * their résumés. Every instance runs the timer; the database decides which one acts: a run
 * first moves the job's `last_run_at` on, and only when it is at least one interval old (an
 * upsert whose update is conditional, so two instances racing on one row serialize on its lock
 * and the second sees the first's time). The rows go in that same transaction; their résumé
 * files are removed after the commit (a crash in between leaves files without a lead, never a
 * lead without its file).
 */
export function createLeadRetention(deps: LeadRetentionDeps): LeadRetention {
  const { db, clock, config, inbox, resumes, log } = deps;

  async function runOnce(): Promise<{ acted: boolean; deleted: number }> {
    const now = clock.now();
    const before = new Date(now);
    before.setUTCMonth(before.getUTCMonth() - config.retentionMonths);
    const spamBefore = new Date(now.getTime() - config.spamRetentionDays * DAY_MS);
    const outcome = await deps.transaction(async () => {
      if (!(await claimPeriod(db, JOB, now, config.retentionIntervalMs))) return undefined;
      await deps.newsletter?.deleteExpiredPending(now);
      return inbox.deleteExpired(before, spamBefore);
    });
    if (!outcome) return { acted: false, deleted: 0 };
    for (const file of outcome.resumes) {
      await resumes.remove(file).catch((error: unknown) => {
        log.warn({ err: error, file }, 'an expired résumé could not be removed');
      });
    }
    if (outcome.deleted > 0) log.info({ deleted: outcome.deleted }, 'expired leads deleted');
    return { acted: true, deleted: outcome.deleted };
  }

  return {
    runOnce,
    ...periodicRunner(runOnce, config.retentionIntervalMs, log, 'lead retention run failed'),
  };
}
