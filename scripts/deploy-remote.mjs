// Versioned, immutable deploys of one remote to a folder or an S3-compatible bucket
// (scripts/deploy-targets.mjs), with one-step rollback. Run from a remote's package scripts:
//   npm run deploy -w remotes/blog -- --to <folder | s3://bucket/prefix> [--no-build]
//     [--shell <render server URL>] [--no-smoke] [--no-browser]
//     (with --shell: refuses a build the shell would refuse, and after switching renders the
//     remote's routes through the shell and loads one in headless Chromium, switching back on a
//     5xx, the unavailable message or an error in the browser)
//   npm run rollback -w remotes/blog -- --to <target>
//   npm run rollback -w remotes/blog -- --to <target> --list     (or deploy … --list)
//   --wait <seconds>: while another deploy or rollback holds the target, wait for it up to that
//     long instead of refusing at once
//   deploy … --stage: upload without moving the pointer (the version is listed as staged)
//   deploy … --commit <sha>: the commit recorded in deploy.json (default: this checkout's HEAD,
//     none for a build made elsewhere, --dist)
//   deploy … --percent <1-99>: upload and give the version to that share of visitors
//   npm run rollout -w remotes/blog -- --to <target> --percent <1-100>: change the share
//     (100: the version becomes live for everyone)
//   npm run preview -w remotes/blog -- --to <target> --version <id> [--hours 24] [--site <url>]:
//     prints a signed link that gives one browser that version (PREVIEW_SECRET)
// The target holds every build under versions/<build id>/ (never changed once written) and one
// small pointer, current.json, naming the live build. A deploy uploads the whole build first and
// only then replaces the pointer, so a visitor never sees half a build, and one mid-session on
// the old build keeps finding its chunks.
import './require-node.mjs';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execa } from 'execa';
import { LockHeldError, PointerMovedError, targetFor, whoAmI } from './deploy-targets.mjs';
import { watch, watchWindowMs, WatchReadError } from './deploy-watch.mjs';

const require = createRequire(import.meta.url);
const { apps, root, entries } = require('./apps.js');
const {
  previewKeyFor,
  previewCookieName,
  previewLink,
  signPreview,
} = require('./preview-signature.js');
const { satisfy } = require('@module-federation/runtime-core');

/** The build id: a hash of every file of the build, so the same build is one version. */
function buildId(dist) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (!entry.endsWith('.map'))
        hash.update(path.relative(dist, file)).update(readFileSync(file));
    }
  };
  walk(dist);
  return hash.digest('hex').slice(0, 12);
}

/** Singletons the shell shared under another key before (as the shell's own check,
 * shell/src/remotes/compatibility.ts): a build recording the former key would run its own copy. */
const formerSingletonKeys = { 'shared-state': '@agency/shared-state' };

/** What the build needs of the shell's singletons, against what the running shell has. */
export function refusal(name, manifest, provided) {
  const needs = Object.fromEntries(
    (manifest.shared ?? [])
      .filter((entry) => typeof entry.requiredVersion === 'string')
      .map((entry) => [entry.name, entry.requiredVersion]),
  );
  const unmet = Object.entries(provided).filter(
    ([singleton, version]) => needs[singleton] && !satisfy(version, needs[singleton]),
  );
  const wanted = unmet.map(([s]) => `${s} ${needs[s]}`);
  const has = unmet.map(([s, v]) => `${s} ${v}`);
  for (const [former, current] of Object.entries(formerSingletonKeys)) {
    if (!needs[former] || !provided[current]) continue;
    wanted.push(`${former} ${needs[former]}`);
    has.push(`${current} ${provided[current]}`);
  }
  if (wanted.length === 0) return null;
  return `The ${name} build needs ${wanted.join(' and ')}; the shell has ${has.join(' and ')}. Not deployed.`;
}

/** The server container's SHA-256, recorded in the version's deploy.json: the render server
 * loads the container only when its bytes have this hash. */
export function serverContainerRecord(dist) {
  const file = path.join(dist, entries.serverContainer);
  if (!existsSync(file)) return undefined;
  return {
    path: entries.serverContainer,
    sha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
  };
}

/** The commit the build was made from (`git rev-parse --short HEAD` in `cwd`), recorded in
 * deploy.json for whoever asks which version served a page; null outside a git checkout. */
export function currentCommit(cwd = root) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** How often a deploy told to wait asks again for the target's lock. */
const LOCK_POLL_MS = 500;

/** Takes the target's lock, asking again until `waitMs` has passed (0: once). */
async function takeLock(target, owner, { waitMs = 0, leaseMs } = {}) {
  for (const until = Date.now() + waitMs; ;) {
    try {
      return await target.lock(owner, { leaseMs });
    } catch (error) {
      if (!(error instanceof LockHeldError) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

/**
 * Uploads `dist` under its build id, then, holding the target's lock, switches the pointer to it
 * (a write conditional on the pointer read under the lock) and runs `check` (the smoke check):
 * when it names a failure, the pointer is put back to exactly what it held before, and only if it
 * still names this build. Returns the id, how many files were uploaded (0: the build was already
 * there) and the failure, if any. Refuses, before uploading, a build the running shell would
 * refuse (`provided`: the shell's singletons), and, after uploading, to switch while another
 * deploy or rollback holds the target (after waiting up to `waitMs` for it). Every outcome is
 * appended to the target's log.
 *
 * `stage`: only upload (the pointer stays; the log says "staged"). `percent` (1–99): instead of
 * switching, record a rollout of the build to that share of visitors beside the live build
 * (`check` then checks the new build through a preview); a failed check puts the pointer back.
 * @param {{ name: string, dist: string, target: import('./deploy-targets.mjs').Target,
 *   provided?: Record<string, string>, now?: () => Date, waitMs?: number, leaseMs?: number,
 *   check?: (id: string) => Promise<string | null>, stage?: boolean, percent?: number,
 *   commit?: string | null,
 *   onLive?: (result: { id: string, uploaded: number, before: string | null }) => void }} options
 * @returns {Promise<{ id: string, uploaded: number, before: string | null, staged?: boolean,
 *   failed?: string, rolledBackTo?: string | null, moved?: boolean }>}
 */
export async function deploy({
  name,
  dist,
  target,
  provided,
  now = () => new Date(),
  waitMs = 0,
  leaseMs,
  check,
  onLive,
  stage = false,
  percent,
  commit,
}) {
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new Error('A rollout gives a version to 1 to 99 percent of visitors.');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${dist} holds no build of ${name} (no mf-manifest.json).`);
  if (provided) {
    const reason = refusal(name, JSON.parse(readFileSync(manifestFile, 'utf8')), provided);
    if (reason) throw new Error(reason);
  }
  const id = buildId(dist);
  const serverContainer = serverContainerRecord(dist);
  let uploaded = 0;
  if (!(await target.hasVersion(id))) {
    uploaded = await target.upload(dist, id, {
      uploadedAt: now().toISOString(),
      ...(commit ? { commit } : {}),
      ...(serverContainer ? { serverContainer } : {}),
    });
  } else if (serverContainer) {
    // A version uploaded before hashes were recorded gets its hash now (same id: same bytes).
    const record = await target.readRecord(id);
    if (record && !record.serverContainer)
      await target.writeRecord(id, { ...record, serverContainer });
  }
  const log = (event, detail) =>
    target.appendLog({
      at: now().toISOString(),
      version: id,
      event,
      ...(detail ? { detail } : {}),
    });
  if (stage) {
    const { pointer } = await target.readPointer();
    if (pointer.version === id) return { id, uploaded, before: pointer.version };
    await log('staged');
    return { id, uploaded, before: pointer.version, staged: true };
  }
  let lock;
  try {
    lock = await takeLock(target, whoAmI(`the deploy of ${name} ${id}`), { waitMs, leaseMs });
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    await log('refused', error.message);
    throw new Error(
      `${name}: not deployed: ${error.message} ${id} is uploaded but not live; run the command again once that deploy has finished.`,
    );
  }
  try {
    const { pointer: before, tag } = await target.readPointer();
    if (before.version === id) return { id, uploaded, before: before.version };
    if (percent !== undefined && !before.version)
      throw new Error(
        `${name}: not rolled out: nothing is live on ${target.describe} yet, so there is no one to share with. Deploy a first version without --percent. ${id} is uploaded.`,
      );
    const switched = await target.writePointer(
      percent !== undefined
        ? {
            ...withoutRollout(before),
            rollout: { version: id, percent, since: now().toISOString(), previous: before.version },
          }
        : {
            version: id,
            switchedAt: now().toISOString(),
            history: before.version ? [...before.history, before.version] : before.history,
          },
      tag,
    );
    if (percent !== undefined)
      await log('rollout', `${percent}% of visitors, beside ${before.version}`);
    else
      await log(
        'switched',
        before.version
          ? `from ${before.version}${before.rollout ? ` (the rollout of ${before.rollout.version} ended)` : ''}`
          : undefined,
      );
    onLive?.({ id, uploaded, before: before.version });
    // A check that cannot run leaves the build unchecked: that is a failure too.
    const failed = check
      ? await check(id).catch(
          (error) =>
            `the smoke check could not run (${error instanceof Error ? error.message : error})`,
        )
      : null;
    if (!failed) return { id, uploaded, before: before.version };
    if (!before.version) {
      await log('smoke check failed', `${failed}; nothing to roll back to`);
      return { id, uploaded, before: before.version, failed, rolledBackTo: null };
    }
    // Exactly what the pointer held before, and only while it still names this build.
    try {
      await target.writePointer(before, switched);
    } catch (error) {
      if (!(error instanceof PointerMovedError)) throw error;
      await log(
        'smoke check failed',
        `${failed}; the pointer had moved on, so it was left as it is`,
      );
      return { id, uploaded, before: before.version, failed, rolledBackTo: null, moved: true };
    }
    await log('smoke check failed', `${failed}; rolled back to ${before.version}`);
    return { id, uploaded, before: before.version, failed, rolledBackTo: before.version };
  } finally {
    await lock.release();
  }
}

/** The pointer without its rollout: what older render servers read anyway. */
function withoutRollout(pointer) {
  const { rollout: _rollout, ...rest } = pointer;
  return rest;
}

/**
 * Switches the pointer back to the build live before the current one, holding the target's
 * lock; returns its id. During a rollout it ends the rollout instead: everyone gets the live
 * build again (`stopped`: the version that was rolled out). With `only`, it rolls back only
 * while the pointer still gives out that version (live or rolled out), else throws
 * PointerMovedError; `reason` (the watch's) goes into the history beside that version.
 * @returns {Promise<string>}
 */
export async function rollback({
  target,
  now = () => new Date(),
  waitMs = 0,
  leaseMs,
  onStopped,
  only,
  reason,
}) {
  const lock = await takeLock(target, whoAmI('a rollback'), { waitMs, leaseMs });
  try {
    const { pointer, tag } = await target.readPointer();
    if (only && pointer.version !== only && pointer.rollout?.version !== only)
      throw new PointerMovedError(target.describe);
    if (pointer.rollout && (!only || pointer.rollout.version === only)) {
      await target.writePointer(withoutRollout(pointer), tag);
      await target.appendLog({
        at: now().toISOString(),
        version: pointer.rollout.version,
        event: reason ? 'rolled back by the watch' : 'rollout stopped',
        detail: `everyone back on ${pointer.version}${reason ? `: ${reason}` : ''}`,
      });
      onStopped?.(pointer.rollout.version);
      return pointer.version;
    }
    const previous = pointer.history.at(-1);
    if (!previous) throw new Error(`Nothing to roll back to in ${target.describe}.`);
    await target.writePointer(
      { version: previous, switchedAt: now().toISOString(), history: pointer.history.slice(0, -1) },
      tag,
    );
    const at = now().toISOString();
    await target.appendLog({
      at,
      version: previous,
      event: 'live again',
      detail: `rollback from ${pointer.version}${reason ? ' by the watch' : ''}`,
    });
    if (reason)
      await target.appendLog({
        at,
        version: pointer.version,
        event: 'rolled back by the watch',
        detail: `${previous} is live again: ${reason}`,
      });
    return previous;
  } finally {
    await lock.release();
  }
}

/**
 * Changes the share of the rollout under way (1–99), or with 100 makes its version live for
 * everyone (the rollout ends; the build live before goes into the history a rollback follows).
 * Holds the target's lock. Returns the pointer written.
 */
export async function changeRollout({
  target,
  percent,
  now = () => new Date(),
  waitMs = 0,
  leaseMs,
}) {
  if (!(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    throw new Error('--percent takes a whole number from 1 to 100.');
  const lock = await takeLock(target, whoAmI('a rollout change'), { waitMs, leaseMs });
  try {
    const { pointer, tag } = await target.readPointer();
    const { rollout } = pointer;
    if (!rollout)
      throw new Error(
        `No rollout is under way on ${target.describe}: start one with deploy --percent.`,
      );
    const at = now().toISOString();
    const next =
      percent === 100
        ? {
            version: rollout.version,
            switchedAt: at,
            history: [...pointer.history, pointer.version],
          }
        : { ...pointer, rollout: { ...rollout, percent, since: at } };
    await target.writePointer(next, tag);
    await target.appendLog({
      at,
      version: rollout.version,
      event: percent === 100 ? 'switched' : 'rollout',
      detail:
        percent === 100
          ? `from ${pointer.version} (rollout completed)`
          : `${percent}% of visitors, beside ${pointer.version}`,
    });
    return next;
  } finally {
    await lock.release();
  }
}

/**
 * Every build of the target, oldest upload first, with what last happened to it (from the log),
 * `*` for the one the pointer names live and `%` for the one being rolled out; during a
 * rollout a last line tells the split and since when: the lines `--list` prints.
 */
export async function listing(target) {
  const [{ pointer }, versions, log] = await Promise.all([
    target.readPointer(),
    target.listVersions(),
    target.readLog(),
  ]);
  const last = new Map(log.map((entry) => [entry.version, entry]));
  return versions
    .map((version) => {
      const entry = last.get(version.id);
      const what = entry
        ? `${entry.event} ${entry.at}${entry.detail ? `: ${entry.detail}` : ''}`
        : 'uploaded';
      const mark =
        version.id === pointer.version ? '*' : version.id === pointer.rollout?.version ? '%' : ' ';
      return `${mark} ${version.id}  ${version.uploadedAt}  ${what}`;
    })
    .concat(
      pointer.rollout
        ? [
            `rollout: ${pointer.rollout.version} to ${pointer.rollout.percent}% of visitors, ${pointer.version} to the other ${100 - pointer.rollout.percent}%, since ${pointer.rollout.since}`,
          ]
        : [],
    );
}

/** What the target holds of `version`: live, rolled out, staged or an older build; null when it
 * is no recorded version. */
export async function versionStatus(target, version) {
  if (!(await target.hasVersion(version))) return null;
  const { pointer } = await target.readPointer();
  if (pointer.version === version) return 'live';
  if (pointer.rollout?.version === version) return `in a rollout to ${pointer.rollout.percent}%`;
  const last = (await target.readLog()).filter((entry) => entry.version === version).at(-1);
  return last?.event === 'staged' ? 'staged' : 'not live';
}

/** Hours a preview link may last at most. */
export const MAX_PREVIEW_HOURS = 24 * 30;

/**
 * The signed link that gives one browser `version` of the remote on `site` until `hours` from
 * now, for a recorded version of the target only. PREVIEW_SECRET must be the render servers';
 * a site on this machine (`npm start`) takes the development secret when it is not set.
 */
export async function makePreviewLink({
  name,
  target,
  version,
  hours = 24,
  site,
  secret,
  now = Date.now,
}) {
  if (!(Number.isFinite(hours) && hours > 0 && hours <= MAX_PREVIEW_HOURS))
    throw new Error(`--hours takes a number of hours above 0 and at most ${MAX_PREVIEW_HOURS}.`);
  const key = previewKeyFor(site, secret);
  if (!key)
    throw new Error(
      `${name}: no preview link: set PREVIEW_SECRET to the secret the render servers of ${site} share.`,
    );
  const status = await versionStatus(target, version);
  if (!status)
    throw new Error(
      `${name}: no preview link: ${version} is not a recorded version on ${target.describe} (see --list).`,
    );
  const exp = Math.floor(now() / 1000 + hours * 3600);
  return {
    link: previewLink(site, key, { remote: name, version, exp }),
    status,
    expires: new Date(exp * 1000).toISOString(),
  };
}

/** How long the render server may take to load a switched build: its entry check runs every 5 s
 * on a request. */
export const SMOKE_SETTLE_MS = 8000;
const UNAVAILABLE = /temporarily unavailable/i;

/**
 * Renders the remote's routes (its URL prefixes in the apps manifest) through the running render
 * server once it had time to load the new build; the reason for the first failure (5xx, the
 * unavailable message, no answer), or null. With a preview `cookie` (a rollout's check), the
 * page must be the previewed build's.
 */
export async function smokeCheck({ shell, app, settleMs = SMOKE_SETTLE_MS, cookie }) {
  const urls = (app.prefixes ?? []).map((prefix) => new URL(prefix, shell).href);
  const visit = async (url) => {
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
        headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {},
      });
      const body = await response.text();
      if (response.status >= 500) return `${url} answered ${response.status}`;
      if (UNAVAILABLE.test(body)) return `${url} shows the unavailable message`;
      // A preview the render server refused renders the live build: that checks nothing (a
      // redirect, the blog's old /blog/* addresses, renders no page to tell).
      const previewed = cookie?.value.slice(0, cookie.value.indexOf('.'));
      if (
        previewed &&
        response.ok &&
        !body.includes(`Previewing ${app.name} <code>${previewed}</code>`)
      )
        return `${url} did not render ${previewed} for the smoke check's preview (is PREVIEW_SECRET the render servers' secret?)`;
      return null;
    } catch (error) {
      return `${url} did not answer (${error instanceof Error ? error.message : error})`;
    }
  };
  // Requests start the render server's entry checks; keep asking until it has loaded the build.
  for (const until = Date.now() + settleMs; Date.now() < until;) {
    await Promise.all(urls.map(visit));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const url of urls) {
    const reason = await visit(url);
    if (reason) return reason;
  }
  return null;
}

/** The Chromium the browser smoke check drives (Debian's, as the browser tests use). */
export function chromiumPath(env = process.env) {
  return env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Loads the remote's first route in headless Chromium through the running shell and waits for
 * the page to hydrate; the reason for the first failure (an error in the console, an uncaught
 * error, the unavailable message, a 5xx, no hydration within 15 s), or null. What the render
 * server's check cannot see: code that breaks only in the browser.
 */
export async function browserCheck({ shell, app, executablePath = chromiumPath(), cookie }) {
  const { chromium } = await import('playwright-core');
  const url = new URL(app.prefixes[0], shell).href;
  const browser = await chromium.launch({ executablePath, headless: true });
  try {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ ...cookie, url: new URL(shell).origin }]);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`logged an error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`threw "${error.message}"`));
    const response = await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
    if (!response) return `${url} did not answer in the browser`;
    if (response.status() >= 500) return `${url} answered ${response.status()} in the browser`;
    const hydrated = await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    // Errors of the first effects and late chunks arrive just after hydration.
    await page.waitForTimeout(1000);
    if (errors.length) return `${url} in Chromium ${errors[0]}`;
    if (UNAVAILABLE.test(await page.locator('body').innerText()))
      return `${url} shows the unavailable message in Chromium`;
    if (!hydrated) return `${url} did not hydrate in Chromium within 15 s`;
    return null;
  } finally {
    await browser.close();
  }
}

/** The running shell's singletons, from its /mf-remotes.json. */
async function shellSingletons(shellUrl) {
  const response = await fetch(new URL('/mf-remotes.json', shellUrl), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The shell at ${shellUrl} answered ${response.status}.`);
  const config = await response.json();
  if (!config.singletons) throw new Error(`The shell at ${shellUrl} does not say its singletons.`);
  return config.singletons;
}

/**
 * What the pointer gives out now that a watch would follow: the version being rolled out
 * against the live one, else the live one against the one before it, and since when.
 * @returns {Promise<{ version: string, previous: string, since: number } | null>}
 */
export async function watchedNow(target) {
  const { pointer } = await target.readPointer();
  if (pointer.rollout)
    return {
      version: pointer.rollout.version,
      previous: pointer.version,
      since: Date.parse(pointer.rollout.since) || Date.now(),
    };
  const previous = pointer.history?.at(-1);
  if (!pointer.version || !previous) return null;
  return {
    version: pointer.version,
    previous,
    since: Date.parse(pointer.switchedAt ?? '') || Date.now(),
  };
}

/**
 * Watches what the pointer gives out now for the watch window (deploy-watch.mjs) and rolls it
 * back, with the reason in the history, when visitors see it fail; throws saying so. A target
 * no render server writes counts to is not watched, and the command says so.
 */
export async function watchAndRollBack({ name, target, windowMs, log = console.log, ...options }) {
  const watched = await watchedNow(target);
  if (!watched) return null;
  if ((await target.readHealth()).length === 0) {
    log(
      `${name}: not watched: no render server writes its counts to ${target.describe} (set HEALTH_STORE on the render servers; docs/deploying.md).`,
    );
    return null;
  }
  const { version, previous, since } = watched;
  log(
    `${name}: watching ${version} against ${previous} for ${Math.round(windowMs / 1000)} s (--no-watch to skip)`,
  );
  let moved = false;
  const verdict = await watch({
    target,
    version,
    previous,
    since,
    windowMs,
    onReadError: (error) =>
      log(
        `${name}: the counts could not be read (${error instanceof Error ? error.message : error}); trying again`,
      ),
    ...options,
    rollBack: async (found) => {
      try {
        await rollback({ target, only: version, reason: found.message, waitMs: 30_000 });
      } catch (error) {
        if (!(error instanceof PointerMovedError)) throw error;
        moved = true;
      }
    },
  }).catch((error) => {
    if (!(error instanceof WatchReadError)) throw error;
    throw new Error(
      `${name}: ${version} stays live, not judged: ${error.message}. Watch it again with: node scripts/deploy-remote.mjs watch ${name} --to ${target.describe}`,
    );
  });
  if (!verdict) {
    log(`${name}: the watch saw nothing wrong with ${version}`);
    return null;
  }
  throw new Error(
    moved
      ? `${name}: the watch found ${version} failing (${verdict.message}), but the pointer had moved on, so it was left as it is.`
      : `${name}: ${version} is rolled back by the watch: ${verdict.message}. ${previous} is live again.`,
  );
}

async function main() {
  const [command, name, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      to: { type: 'string', default: process.env.DEPLOY_TARGET },
      'no-build': { type: 'boolean', default: false },
      commit: { type: 'string' },
      dist: { type: 'string' },
      shell: { type: 'string', default: process.env.DEPLOY_SHELL_URL },
      list: { type: 'boolean', default: false },
      'no-smoke': { type: 'boolean', default: false },
      'no-browser': { type: 'boolean', default: false },
      wait: { type: 'string', default: '0' },
      stage: { type: 'boolean', default: false },
      percent: { type: 'string' },
      version: { type: 'string' },
      hours: { type: 'string', default: '24' },
      site: { type: 'string' },
      'no-watch': { type: 'boolean', default: false },
    },
  });
  if (values.commit !== undefined && !/^[0-9a-f]{4,40}$/.test(values.commit))
    throw new Error(
      `--commit takes a git commit id (4 to 40 lowercase hexadecimal digits), not "${values.commit}".`,
    );
  const app = apps.find((candidate) => candidate.name === name);
  if (
    !app ||
    app.name === 'shell' ||
    !['deploy', 'rollback', 'rollout', 'preview', 'watch'].includes(command)
  ) {
    console.error(
      'usage: deploy-remote.mjs deploy|rollback|rollout|preview|watch <remote> --to <folder | s3://bucket/prefix> [--list] [--wait <seconds>] [--stage | --percent <1-99>] [--no-watch] [--version <id> --hours <n> --site <url>]',
    );
    process.exit(2);
  }
  if (!values.to) {
    console.error('Say where to: --to <folder | s3://bucket/prefix> (or DEPLOY_TARGET).');
    process.exit(2);
  }
  const waitSeconds = Number(values.wait);
  if (!Number.isFinite(waitSeconds) || waitSeconds < 0 || waitSeconds > 3600) {
    console.error('--wait takes a number of seconds between 0 and 3600.');
    process.exit(2);
  }
  const waitMs = waitSeconds * 1000;
  const target = targetFor(values.to);
  const windowMs = watchWindowMs();
  const watchNow = () =>
    values['no-watch'] ? Promise.resolve(null) : watchAndRollBack({ name, target, windowMs });
  if (command === 'watch') {
    if (!(await watchedNow(target)))
      console.log(
        `${name}: nothing to watch on ${target.describe}: no version before the live one.`,
      );
    else await watchAndRollBack({ name, target, windowMs });
    return;
  }
  if (values.list) {
    for (const line of await listing(target)) console.log(line);
    return;
  }
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (command === 'preview') {
    if (!values.version) {
      console.error('Say which version to preview: --version <id> (see --list).');
      process.exit(2);
    }
    const site =
      values.site ?? process.env.SITE_URL ?? values.shell ?? `http://localhost:${apps[0].port}`;
    const { link, status, expires } = await makePreviewLink({
      name,
      target,
      version: values.version,
      hours: Number(values.hours),
      site,
      secret: process.env.PREVIEW_SECRET,
    });
    console.log(
      `${name}: a preview of ${values.version} (${status}) on ${site}, for the browser that opens this link, until ${expires}:\n${link}`,
    );
    return;
  }
  if (command === 'rollout') {
    if (percent === undefined) {
      console.error('Say the share of visitors: --percent <1-100> (100: live for everyone).');
      process.exit(2);
    }
    const pointer = await changeRollout({ target, percent, waitMs });
    console.log(
      pointer.rollout
        ? `${name}: ${pointer.rollout.version} goes to ${pointer.rollout.percent}% of visitors, ${pointer.version} to the rest (since ${pointer.rollout.since})`
        : `${name}: ${pointer.version} is live for everyone (rollout completed)`,
    );
    await watchNow();
    return;
  }
  if (command === 'rollback') {
    const started = Date.now();
    let stopped;
    const id = await rollback({
      target,
      waitMs,
      onStopped: (version) => (stopped = version),
    }).catch((error) => {
      if (!(error instanceof LockHeldError)) throw error;
      throw new Error(
        `${name}: not rolled back: ${error.message} Run the command again once it has finished.`,
      );
    });
    console.log(
      stopped
        ? `${name}: the rollout of ${stopped} is stopped; ${id} is live for everyone (rollback ${Date.now() - started} ms)`
        : `${name}: ${id} is live again (rollback ${Date.now() - started} ms)`,
    );
    return;
  }
  if (values.stage && percent !== undefined) {
    console.error('--stage uploads without giving the version to anyone: leave out --percent.');
    process.exit(2);
  }
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
    console.error(
      '--percent takes a whole number from 1 to 99 (to make a version live for everyone, deploy it without --percent).',
    );
    process.exit(2);
  }
  const smoke = Boolean(values.shell) && !values['no-smoke'] && !values.stage;
  // A rollout's smoke check opens the new version through a preview, signed as the render
  // servers expect: without their secret it cannot, and says so before anything moves.
  if (smoke && percent !== undefined && !process.env.PREVIEW_SECRET) {
    console.error(
      "The smoke check of a rollout previews the new version: set PREVIEW_SECRET to the render servers' secret, or pass --no-smoke.",
    );
    process.exit(2);
  }
  // Checked before anything moves: a machine without a browser says so instead of half-checking.
  const browser = smoke && !values['no-browser'] ? chromiumPath() : null;
  if (browser && !existsSync(browser)) {
    console.error(
      `No Chromium at ${browser} for the browser smoke check: set CHROME_PATH, or pass --no-browser to skip it.`,
    );
    process.exit(2);
  }
  const dist = values.dist ? path.resolve(values.dist) : path.join(root, app.dir, 'dist');
  if (!values.dist && !values['no-build'])
    await execa('npm', ['run', 'build', '-w', app.dir], { cwd: root, stdio: 'inherit' });
  const provided = values.shell ? await shellSingletons(values.shell) : undefined;
  const started = Date.now();
  const check = async (id) => {
    // During a rollout the live build stays live: the check forces the new one with a preview.
    const cookie =
      percent === undefined
        ? undefined
        : {
            name: previewCookieName(name),
            value: signPreview(process.env.PREVIEW_SECRET, {
              remote: name,
              version: id,
              exp: Math.floor(Date.now() / 1000) + 600,
            }),
          };
    const reason = await smokeCheck({
      shell: values.shell,
      app,
      cookie,
      // A previewed build is loaded on its first request: no entry check to wait for.
      ...(cookie ? { settleMs: 0 } : {}),
    });
    // A browser that cannot start leaves the build unchecked: that is a failure too.
    if (reason || !browser) return reason;
    return browserCheck({ shell: values.shell, app, executablePath: browser, cookie }).catch(
      (error) =>
        `the browser check could not run (${error instanceof Error ? error.message : error})`,
    );
  };
  const result = await deploy({
    name,
    dist,
    target,
    provided,
    waitMs,
    stage: values.stage,
    percent,
    // A build made elsewhere (--dist) may be of another commit than this checkout's: its CI
    // names it with --commit.
    commit: values.commit ?? (values.dist ? undefined : currentCommit()),
    check: smoke ? check : undefined,
    onLive: ({ id, uploaded, before }) =>
      console.log(
        percent === undefined
          ? `${name}: ${id} is live on ${target.describe} (${uploaded ? `${uploaded} files uploaded` : 'already uploaded'}; deploy ${Date.now() - started} ms)`
          : `${name}: ${id} goes to ${percent}% of visitors on ${target.describe}, ${before} to the rest (${uploaded ? `${uploaded} files uploaded` : 'already uploaded'}; deploy ${Date.now() - started} ms)`,
      ),
  });
  if (result.before === result.id) {
    console.log(`${name}: ${result.id} is already live on ${target.describe}`);
    return;
  }
  if (result.staged) {
    console.log(
      `${name}: ${result.id} is staged on ${target.describe} (${result.uploaded ? `${result.uploaded} files uploaded` : 'already uploaded'}); ${result.before ?? 'nothing'} stays live. Preview it with: npm run preview -w ${app.dir} -- --to ${values.to} --version ${result.id}`,
    );
    return;
  }
  if (!result.failed) {
    if (smoke)
      console.log(
        `${name}: smoke check passed: server render${browser ? ' and Chromium' : ' (browser check skipped: --no-browser)'} (${Date.now() - started} ms)`,
      );
    if (result.before) await watchNow();
    return;
  }
  throw new Error(
    `${name}: smoke check failed: ${result.failed}. ${
      result.rolledBackTo && percent !== undefined
        ? `The rollout is withdrawn; ${result.rolledBackTo} stays live for everyone.`
        : result.rolledBackTo
          ? `Rolled back to ${result.rolledBackTo}.`
          : result.moved
            ? 'The pointer had moved on since this deploy switched it, so it was left as it is.'
            : 'Nothing to roll back to.'
    }`,
  );
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
