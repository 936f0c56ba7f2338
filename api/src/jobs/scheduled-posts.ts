import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { PostView } from '../repositories/posts';
import { periodicRunner, type PeriodicJob } from './periodic';

/** A run publishes the posts whose time has come; the outcome: those this instance published. */
export type ScheduledPublisher = PeriodicJob<{ tenantId: string; post: PostView }[]>;

export interface ScheduledPublisherDeps {
  clock: Clock;
  /** How often each instance looks for due posts. */
  checkMs: number;
  /** The conditional UPDATE of the posts repository (each due post published once). */
  publishDue(now: Date): Promise<{ tenantId: string; post: PostView }[]>;
  /** What a publish through the api does after its write: the post's share card... */
  drawCard(tenantId: string, post: PostView): Promise<void>;
  /** ...and the tenant's content version, which drops every cached page and reply. */
  changed(tenantId: string): Promise<void>;
  /** The audit log's entry for a post the schedule published. */
  recorded(tenantId: string, post: PostView): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Scheduled publishing. Every instance looks every `checkMs`; the database decides who acts,
 * post by post: the repository's UPDATE matches only posts still Scheduled and due, so when
 * two instances run it together the second waits on the first's row locks and finds them
 * published. The instance that published a post moves its tenant's content version, exactly
 * as a Publish press does, so the render servers and the other instances drop their pages. A
 * crash between the UPDATE and the version move leaves the post public and the caches to
 * expire on their own (the reply cache's 2 s, the render cache's version poll on the next
 * change).
 */
export function createScheduledPublisher(deps: ScheduledPublisherDeps): ScheduledPublisher {
  const { clock, log } = deps;

  async function runOnce() {
    const published = await deps.publishDue(clock.now());
    if (published.length === 0) return published;
    for (const { tenantId, post } of published) {
      await deps.recorded(tenantId, post);
      await deps.drawCard(tenantId, post);
    }
    for (const tenantId of new Set(published.map((item) => item.tenantId)))
      await deps.changed(tenantId);
    log.info({ posts: published.map((item) => item.post._id) }, 'scheduled posts published');
    return published;
  }

  return {
    runOnce,
    ...periodicRunner(runOnce, deps.checkMs, log, 'scheduled publishing failed'),
  };
}
