import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';

/** Work the app does in the background, every period from `start` until `stop`. */
export interface Background {
  /** Tries every period until `stop`. */
  start(): void;
  /** Stops trying and waits for the run in progress. */
  stop(): Promise<void>;
}

/** A background job that can also be run once by hand (tests). */
export interface PeriodicJob<Outcome> extends Background {
  /** One run; what it did. */
  runOnce(): Promise<Outcome>;
}

/** What every job that works in the database is given besides its own settings. */
export interface DatabaseJobDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Claims one period of the job `name` for this instance: moves its `last_run_at` to `now`, but
 * only when the last run is at least `intervalMs` old. An upsert whose update is conditional,
 * so two instances racing on one row serialize on its lock and the second sees the first's
 * time. Returns the time of the run it replaces (the period's start; one interval back for the
 * first run ever) when this instance won, else undefined. Run it inside the transaction that
 * does the period's work, so a period is either claimed with its work done or not at all.
 */
export async function claimPeriod(
  db: Kysely<DB>,
  name: string,
  now: Date,
  intervalMs: number,
): Promise<Date | undefined> {
  const due = new Date(now.getTime() - intervalMs);
  const result = await sql<{ previous: Date | string | null }>`
    WITH previous AS (SELECT last_run_at FROM job_runs WHERE name = ${name})
    INSERT INTO job_runs (name, last_run_at) VALUES (${name}, ${now})
    ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at
      WHERE job_runs.last_run_at <= ${due}
    RETURNING (SELECT last_run_at FROM previous) AS previous`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return row.previous ? new Date(row.previous) : due;
}

/** A job every instance tries every `everyMs`: one run at a time, failures logged. `kick`
 * runs it now, or once more right after the run in progress (new work just arrived); `settle`
 * waits until no run is in progress or due after it (tests). */
export function periodicRunner(
  run: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
  failure: string,
): Background & { kick(): void; settle(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  function tick() {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    kick() {
      if (stopped) return;
      if (running) again = true;
      else tick();
    },
    start() {
      stopped = false;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    async settle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // A kicked run may follow the one in progress: wait for both.
      while (running) await running;
    },
  };
}

/** The background jobs the app carries, by the name it decorates them under. */
type JobName =
  'commentDigest' | 'leadRetention' | 'newsletterSender' | 'orphanFiles' | 'scheduledPosts';

/**
 * Makes a job part of the app: reachable as `app[name]` (tests run it by hand), and, unless
 * switched off (`enabled` false: its interval is 0), started once the app is ready and stopped,
 * with its run in progress waited for, when the app closes.
 */
export function runWithApp<K extends JobName>(
  app: FastifyInstance,
  name: K,
  job: FastifyInstance[K],
  enabled = true,
): void {
  // `job` is checked against the declared type of `app[name]` in the signature; Fastify's own
  // check cannot resolve that type while `name` is generic.
  const started: Background = job;
  app.decorate(name as string, started);
  if (!enabled) return;
  app.addHook('onReady', async () => started.start());
  app.addHook('onClose', async () => started.stop());
}
