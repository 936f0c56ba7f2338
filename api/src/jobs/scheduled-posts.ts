import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { PostView } from '../repositories/posts';
import { periodicRunner, type PeriodicJob } from './periodic';

/** What the schedule did to a post: published it, or took it down (back to Draft). */
export type ScheduledChange = 'publish' | 'unpublish';

export interface ScheduledPost {
  tenantId: string;
  post: PostView;
  change: ScheduledChange;
}

/** A run publishes the posts whose time has come and takes down those whose end has come; the
 * outcome: the posts this instance changed. */
export type ScheduledPublisher = PeriodicJob<ScheduledPost[]>;

type Due = (now: Date) => Promise<{ tenantId: string; post: PostView }[]>;

export interface ScheduledPublisherDeps {
  clock: Clock;
  /** How often each instance looks for due posts. */
  checkMs: number;
  /** The conditional UPDATEs of the posts repository (each due post changed once). */
  publishDue: Due;
  unpublishDue: Due;
  /** What a publish through the api does after its write: the post's share card... */
  drawCard(tenantId: string, post: PostView): Promise<void>;
  /** ...and the tenant's content version, which drops every cached page and reply. */
  changed(tenantId: string): Promise<void>;
  /** The audit log's entry for a post the schedule published or took down. */
  recorded(tenantId: string, post: PostView, change: ScheduledChange): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Scheduled publishing and taking down. Every instance looks every `checkMs`; the database
 * decides who acts, post by post: the repository's UPDATEs match only posts still Scheduled
 * (or still Published) and due, so when two instances run them together the second waits on
 * the first's row locks and finds them changed. The instance that changed a post moves its
 * tenant's content version, exactly as a Publish or Unpublish press does, so the render
 * servers and the other instances drop their pages. A crash between an UPDATE and the version
 * move leaves the caches to expire on their own (the reply cache's 2 s, the render cache's
 * version poll on the next change). Publishing runs first, so a post whose whole window has
 * passed (an instance that was down) is published and taken down in the same run.
 */
export function createScheduledPublisher(deps: ScheduledPublisherDeps): ScheduledPublisher {
  const { clock, log } = deps;

  async function runOnce(): Promise<ScheduledPost[]> {
    const now = clock.now();
    const published = (await deps.publishDue(now)).map((item) => ({
      ...item,
      change: 'publish' as const,
    }));
    const unpublished = (await deps.unpublishDue(now)).map((item) => ({
      ...item,
      change: 'unpublish' as const,
    }));
    const changed = [...published, ...unpublished];
    if (changed.length === 0) return changed;
    for (const { tenantId, post, change } of changed) {
      await deps.recorded(tenantId, post, change);
      if (change === 'publish') await deps.drawCard(tenantId, post);
    }
    for (const tenantId of new Set(changed.map((item) => item.tenantId)))
      await deps.changed(tenantId);
    if (published.length > 0)
      log.info({ posts: published.map((item) => item.post._id) }, 'scheduled posts published');
    if (unpublished.length > 0)
      log.info({ posts: unpublished.map((item) => item.post._id) }, 'scheduled posts taken down');
    return changed;
  }

  return {
    runOnce,
    ...periodicRunner(runOnce, deps.checkMs, log, 'scheduled publishing failed'),
  };
}
