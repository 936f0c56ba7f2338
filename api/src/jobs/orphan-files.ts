import { sql, type RawBuilder } from 'kysely';
import type { OrphanFilesConfig } from '../config';
import { isUploadName } from '../repositories/media';
import type { FileStore } from '../storage/file-store';
import { claimPeriod, periodicRunner, type DatabaseJobDeps, type PeriodicJob } from './periodic';

/** A run acts if this instance wins the period; the outcome names the files it removed. */
export type OrphanFiles = PeriodicJob<{ acted: boolean; resumes: string[]; media: string[] }>;

export interface OrphanFilesDeps extends DatabaseJobDeps {
  config: OrphanFilesConfig;
  resumes: FileStore;
  media: FileStore;
}

const JOB = 'orphan-files';

/** Whether any row names a résumé: its application, or queued mail that attaches it. */
const resumeNamed = (name: string) => sql<boolean>`
  EXISTS (SELECT 1 FROM leads WHERE resume_file = ${name})
  OR EXISTS (SELECT 1 FROM mail_outbox WHERE position(${name} in message::text) > 0)`;

/** Whether any row names a media file: the library, a post (its HTML or feature image), or a
 * newsletter issue rendered from a post. */
const mediaNamed = (name: string) => sql<boolean>`
  EXISTS (SELECT 1 FROM media WHERE file_name = ${name})
  OR EXISTS (SELECT 1 FROM posts WHERE feature_image = ${name} OR position(${name} in content) > 0)
  OR EXISTS (SELECT 1 FROM newsletter_sends WHERE position(${name} in issue::text) > 0)`;

/**
 * Only the files an upload (a résumé, a media upload) made, `<uuid>.<ext>`: the media store
 * also keeps the share cards the api draws (`card-<hash>.png`), which no row names by design.
 */
const isSwept = isUploadName;

/**
 * Removes stored files that no row names: a résumé saved before its application's database
 * write failed, a file whose delete failed after its row was gone. Files are names made by the
 * server, so a file no row names can never be asked for again. A file younger than `graceMs` is
 * kept whatever the rows say (its row may be about to commit), and a name is checked against
 * the rows just before its file goes. Every instance runs the timer; the one that moves the
 * job's `last_run_at` on acts (jobs/periodic.ts).
 */
export function createOrphanFiles(deps: OrphanFilesDeps): OrphanFiles {
  const { db, clock, config, log } = deps;

  async function sweep(
    store: FileStore,
    named: (name: string) => RawBuilder<boolean>,
    before: Date,
  ) {
    const removed: string[] = [];
    for await (const file of store.list()) {
      if (!isSwept(file.name) || file.modifiedAt >= before) continue;
      const { rows } = await sql<{ named: boolean }>`SELECT (${named(file.name)}) AS named`.execute(
        db,
      );
      if (rows[0]?.named) continue;
      try {
        await store.remove(file.name);
        removed.push(file.name);
      } catch (error) {
        log.warn({ err: error, file: file.name }, 'a file no row names could not be removed');
      }
    }
    return removed;
  }

  async function runOnce() {
    const now = clock.now();
    const claimed = await deps.transaction(() => claimPeriod(db, JOB, now, config.intervalMs));
    if (!claimed) return { acted: false, resumes: [], media: [] };
    const before = new Date(now.getTime() - config.graceMs);
    const resumes = await sweep(deps.resumes, resumeNamed, before);
    const media = await sweep(deps.media, mediaNamed, before);
    if (resumes.length + media.length > 0)
      log.info({ resumes: resumes.length, media: media.length }, 'files no row names removed');
    return { acted: true, resumes, media };
  }

  return {
    runOnce,
    ...periodicRunner(runOnce, config.intervalMs, log, 'orphan file sweep failed'),
  };
}
