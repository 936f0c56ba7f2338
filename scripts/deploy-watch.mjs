// The watch after a deploy, a rollout step or a promotion: what visitors' browsers and the render
// servers saw of the new version against the version before it, read from the counts every
// render server writes beside the pointer (health/<server>.json, shell/src/server/health.ts),
// and the rule that rolls the new version back (docs/deploying.md, "The watch").

/** How long a deploy watches its version by default (DEPLOY_WATCH_MINUTES). */
export const WATCH_MINUTES = 10;
/** How often the counts are read while watching. */
export const WATCH_POLL_MS = 5000;

/** The rule's numbers (docs/deploying.md). */
export const RULE = {
  /** Below this many page views of the new version in the window, nothing is decided. */
  minViews: 20,
  /** The error rate: at least this many errors… */
  minErrors: 5,
  /** …and more than this many times the previous version's rate per view. */
  times: 3,
  /** A new error (a phase and message hash the previous version never had): at least this many… */
  minNew: 2,
  /** …on at least this share of the new version's views. */
  newShare: 0.02,
};

/**
 * @typedef {{ minute: number, views: number, errors: number, problems: Record<string, number>,
 *   retries?: number }} HealthMinute
 * @typedef {{ server: string, remote: string, at: string, versions: Record<string, HealthMinute[]> }} HealthSnapshot
 * @typedef {{ views: number, errors: number, problems: Record<string, number>, retries: number }} Totals
 * @typedef {{ rule: 'error-rate' | 'new-error', problem: string, phase: string, hash: string,
 *   message: string }} Verdict
 */

/** The counts of `version` over the minutes [from, to) summed across every server's snapshot.
 * Retries (loads a browser tried again) are summed apart from the errors; the rule never reads
 * them, so a flaky network or CDN cannot roll a version back. */
export function totals(snapshots, version, from, to = Infinity) {
  /** @type {Totals} */
  const sum = { views: 0, errors: 0, problems: {}, retries: 0 };
  for (const snapshot of snapshots) {
    for (const minute of snapshot?.versions?.[version] ?? []) {
      if (minute.minute < from || minute.minute >= to) continue;
      sum.views += Number(minute.views) || 0;
      sum.errors += Number(minute.errors) || 0;
      sum.retries += Number(minute.retries) || 0;
      for (const [problem, count] of Object.entries(minute.problems ?? {}))
        sum.problems[problem] = (sum.problems[problem] ?? 0) + (Number(count) || 0);
    }
  }
  return sum;
}

const rate = ({ views, errors }) => errors / Math.max(views, 1);
const mostFrequent = (problems, only = () => true) =>
  Object.entries(problems)
    .filter(([problem]) => only(problem))
    .sort((a, b) => b[1] - a[1])[0];

/**
 * The rule, on the new version's totals and the previous version's over the same period: roll
 * back when the new one has at least RULE.minErrors errors and more than RULE.times the previous
 * one's rate per view, or when an error the previous version never had (by phase and message
 * hash) reached RULE.minNew and RULE.newShare of the new version's views. Nothing is decided
 * below RULE.minViews views of the new version, and retries count for nothing. Returns why to
 * roll back, or null.
 * @param {Totals} fresh @param {Totals} previous @returns {Verdict | null}
 */
export function judge(fresh, previous, rule = RULE) {
  if (fresh.views < rule.minViews) return null;
  const verdict = (kind, [problem, count]) => {
    const [phase, hash] = problem.includes(':') ? problem.split(':') : ['unknown', problem];
    return {
      rule: kind,
      problem,
      phase,
      hash,
      message:
        kind === 'error-rate'
          ? `${fresh.errors} errors in ${fresh.views} page views (${percent(rate(fresh))}), more than ${rule.times} times the ${percent(rate(previous))} of the version before; most often phase ${phase}, message hash ${hash} (${count} times)`
          : `a new error, phase ${phase}, message hash ${hash}, on ${count} of ${fresh.views} page views (${percent(count / fresh.views)}); the version before never had it`,
    };
  };
  if (fresh.errors >= rule.minErrors && rate(fresh) > rule.times * rate(previous)) {
    const top = mostFrequent(fresh.problems) ?? ['unknown:unknown', fresh.errors];
    return verdict('error-rate', top);
  }
  const unseen = mostFrequent(
    fresh.problems,
    (problem) => problem !== 'other' && !(problem in previous.problems),
  );
  if (unseen && unseen[1] >= rule.minNew && unseen[1] / fresh.views >= rule.newShare)
    return verdict('new-error', unseen);
  return null;
}

function percent(value) {
  return `${(value * 100).toFixed(1)}%`;
}

/**
 * The previous version's totals to compare with: over the same minutes when it still had
 * views then (a rollout: both versions are served side by side), else over as many minutes
 * just before the watch began (a full switch leaves it no views after).
 */
export function previousTotals(snapshots, previous, from, to, rule = RULE) {
  const same = totals(snapshots, previous, from, to);
  if (same.views >= rule.minViews) return same;
  return totals(snapshots, previous, from - Math.max(to - from, 1), from);
}

/** The counts could not be read at the end of the window: the watch cannot tell. */
export class WatchReadError extends Error {
  constructor(describe, cause) {
    super(
      `the counts on ${describe} could not be read at the end of the watch window (${cause instanceof Error ? cause.message : cause})`,
      { cause },
    );
    this.name = 'WatchReadError';
  }
}

/**
 * Watches `version` from `since` for `windowMs`: every `pollMs` reads the counts beside the
 * pointer, applies the rule against `previous`, and on a verdict calls `rollBack(verdict)` (a
 * conditional rollback: only while the pointer still gives out `version`) and returns the
 * verdict; null when the window passed without one. A read that fails (a bucket that did not
 * answer once) is told to `onReadError` and tried again at the next poll; when the last read of
 * the window fails too, throws WatchReadError rather than say nothing was wrong.
 * @param {{ target: import('./deploy-targets.mjs').Target, version: string, previous: string,
 *   since: number, windowMs: number, pollMs?: number, now?: () => number,
 *   sleep?: (ms: number) => Promise<void>, rollBack: (verdict: Verdict) => Promise<void>,
 *   onReadError?: (error: unknown) => void, rule?: typeof RULE }} options
 * @returns {Promise<Verdict | null>}
 */
export async function watch({
  target,
  version,
  previous,
  since,
  windowMs,
  pollMs = WATCH_POLL_MS,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  rollBack,
  onReadError = () => undefined,
  rule = RULE,
}) {
  const from = Math.floor(since / 60_000);
  for (;;) {
    let snapshots;
    let failed;
    try {
      snapshots = await target.readHealth();
    } catch (error) {
      failed = error;
      onReadError(error);
    }
    if (snapshots) {
      const to = Math.floor(now() / 60_000) + 1;
      const verdict = judge(
        totals(snapshots, version, from, to),
        previousTotals(snapshots, previous, from, to, rule),
        rule,
      );
      if (verdict) {
        await rollBack(verdict);
        return verdict;
      }
    }
    if (now() >= since + windowMs) {
      if (failed) throw new WatchReadError(target.describe, failed);
      return null;
    }
    await sleep(Math.min(pollMs, Math.max(since + windowMs - now(), 0)));
  }
}

/** DEPLOY_WATCH_MINUTES as milliseconds (fractions allowed, for tests), or the default. */
export function watchWindowMs(env = process.env) {
  const raw = env.DEPLOY_WATCH_MINUTES?.trim();
  if (!raw) return WATCH_MINUTES * 60_000;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
    throw new Error('DEPLOY_WATCH_MINUTES must be a number of minutes above 0, at most 1440.');
  return minutes * 60_000;
}
