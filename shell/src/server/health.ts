import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '../remotes/remote-registry';
import {
  HEALTH_PHASES,
  LOAD_PHASES,
  MAX_RETRY_ATTEMPT,
  NO_VERSION,
  type HealthPhase,
  type LoadPhase,
} from '../remotes/health-report';
import { VERSION_ID } from './remote-versions';

export {
  HEALTH_PATH,
  HEALTH_PHASES,
  NO_VERSION,
  type HealthPhase,
  type LoadPhase,
} from '../remotes/health-report';

/** One failure a browser (or this server) saw: which build of which remote, in which phase,
 * on which route pattern, and the first 8 hex of a hash of its message. With `attempt` it is
 * no failure but a load the browser tries again (the attempt-th time), counted apart. */
export interface HealthReport {
  remote: RemoteName;
  version: string;
  phase: HealthPhase;
  route: string;
  hash: string;
  attempt?: number;
}

export type DropReason = 'invalid' | 'unknown-version' | 'address-cap' | 'overall-cap';

/** The caps of `POST /_health` (docs/render-server.md): per address per minute, all addresses
 * per second, and how many addresses are remembered at once. */
export interface HealthCaps {
  perAddressPerMinute: number;
  perSecond: number;
  addresses: number;
}

export const DEFAULT_HEALTH_CAPS: HealthCaps = {
  perAddressPerMinute: 30,
  perSecond: 300,
  addresses: 10_000,
};

/** The body a beacon may carry: a report is about 120 bytes. */
export const HEALTH_BODY_LIMIT = 1024;
const ROUTE_PATTERN = /^\/[A-Za-z0-9\-._~:*&/]{0,199}$/;
const MESSAGE_HASH = /^[0-9a-f]{8}$/;
const FIELDS = ['hash', 'phase', 'remote', 'route', 'version'];
const RETRY_FIELDS = ['attempt', ...FIELDS];

/** The report in a beacon's body (JSON, as text or parsed), or undefined when it is not one:
 * exactly the five fields, a remote of this site, a known phase, a version id, a route
 * pattern (never a URL with its query) and an 8-hex hash; a retry has a sixth, `attempt` (1 to
 * MAX_RETRY_ATTEMPT), and a loading phase (manifest, entry, chunk). */
export function parseHealthReport(
  body: unknown,
  remotes: ReadonlySet<string>,
): HealthReport | undefined {
  let value = body;
  if (typeof value === 'string') {
    if (value.length > HEALTH_BODY_LIMIT) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const report = value as Record<string, unknown>;
  const fields = Object.keys(report).sort().join();
  if (fields !== FIELDS.join() && fields !== RETRY_FIELDS.join()) return undefined;
  const { remote, version, phase, route, hash, attempt } = report;
  if (typeof remote !== 'string' || !remotes.has(remote)) return undefined;
  if (typeof phase !== 'string' || !(HEALTH_PHASES as readonly string[]).includes(phase))
    return undefined;
  if (typeof version !== 'string' || !(version === NO_VERSION || VERSION_ID.test(version)))
    return undefined;
  if (typeof route !== 'string' || !ROUTE_PATTERN.test(route)) return undefined;
  if (typeof hash !== 'string' || !MESSAGE_HASH.test(hash)) return undefined;
  const parsed = {
    remote: remote as RemoteName,
    version,
    phase: phase as HealthPhase,
    route,
    hash,
  };
  if (attempt === undefined) return parsed;
  if (typeof attempt !== 'number' || !Number.isInteger(attempt)) return undefined;
  if (attempt < 1 || attempt > MAX_RETRY_ATTEMPT) return undefined;
  if (!(LOAD_PHASES as readonly string[]).includes(phase)) return undefined;
  return { ...parsed, attempt };
}

/**
 * Caps on reports: each address may send `perAddressPerMinute` a minute, and all together
 * `perSecond` a second. The addresses remembered are at most `addresses` (the oldest window is
 * forgotten first), so a flood from many addresses cannot grow memory either.
 */
export class ReportCaps {
  private readonly windows = new Map<string, { minute: number; count: number }>();
  private second = -1;
  private inSecond = 0;

  constructor(
    private readonly caps: HealthCaps = DEFAULT_HEALTH_CAPS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more report from `address` is taken, or which cap refuses it. */
  take(address: string): 'ok' | 'address-cap' | 'overall-cap' {
    const now = this.now();
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.inSecond = 0;
    }
    const minute = Math.floor(now / 60_000);
    let window = this.windows.get(address);
    if (!window || window.minute !== minute) {
      this.windows.delete(address);
      window = { minute, count: 0 };
      if (this.windows.size >= this.caps.addresses)
        this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(address, window);
    }
    if (window.count >= this.caps.perAddressPerMinute) return 'address-cap';
    if (this.inSecond >= this.caps.perSecond) return 'overall-cap';
    window.count += 1;
    this.inSecond += 1;
    return 'ok';
  }

  get addressesRemembered(): number {
    return this.windows.size;
  }
}

/** A minute of one version: its page views, its errors, its errors by `phase:hash`, and the
 * loads browsers tried again (never errors: the watch does not count them). */
export interface HealthMinute {
  minute: number;
  views: number;
  errors: number;
  problems: Record<string, number>;
  retries: number;
}

/** What one render server saw of each version of one remote in the last hour, as it writes it
 * for the deploy tool (`health/<server>.json` beside the remote's pointer). */
export interface HealthSnapshot {
  server: string;
  remote: string;
  at: string;
  versions: Record<string, HealthMinute[]>;
}

const KEPT_MINUTES = 60;
/** Distinct `phase:hash` kept per minute of a version; the others are counted as `other`. */
const PROBLEMS_PER_MINUTE = 50;
/** Versions remembered per remote (a handful are live, rolled out or just replaced). */
const VERSIONS_PER_REMOTE = 8;

/**
 * The last hour of each version's views and errors, by minute, in fixed-size structures: at
 * most VERSIONS_PER_REMOTE versions per remote, 60 minutes each, 50 distinct problems a minute.
 */
export class HealthWindow {
  private readonly remotes = new Map<string, Map<string, HealthMinute[]>>();

  constructor(private readonly now: () => number = Date.now) {}

  private minuteOf(remote: string, version: string): HealthMinute {
    let versions = this.remotes.get(remote);
    if (!versions) this.remotes.set(remote, (versions = new Map()));
    let minutes = versions.get(version);
    if (!minutes) {
      if (versions.size >= VERSIONS_PER_REMOTE)
        versions.delete(versions.keys().next().value as string);
      versions.set(version, (minutes = []));
    }
    const minute = Math.floor(this.now() / 60_000);
    let last = minutes.at(-1);
    if (!last || last.minute !== minute) {
      last = { minute, views: 0, errors: 0, problems: {}, retries: 0 };
      minutes.push(last);
      while (minutes.length && minutes[0]!.minute <= minute - KEPT_MINUTES) minutes.shift();
    }
    return last;
  }

  view(remote: string, version: string): void {
    this.minuteOf(remote, version).views += 1;
  }

  error(remote: string, version: string, phase: HealthPhase, hash: string): void {
    const minute = this.minuteOf(remote, version);
    minute.errors += 1;
    const key = `${phase}:${hash}`;
    const problems = minute.problems;
    const slot =
      key in problems || Object.keys(problems).length < PROBLEMS_PER_MINUTE ? key : 'other';
    problems[slot] = (problems[slot] ?? 0) + 1;
  }

  /** A load a browser tried again: kept beside the errors, never among them. */
  retry(remote: string, version: string): void {
    this.minuteOf(remote, version).retries += 1;
  }

  snapshot(server: string, remote: string): HealthSnapshot {
    const since = Math.floor(this.now() / 60_000) - KEPT_MINUTES;
    const versions: Record<string, HealthMinute[]> = {};
    for (const [version, minutes] of this.remotes.get(remote) ?? []) {
      const recent = minutes.filter((minute) => minute.minute > since);
      if (recent.length) versions[version] = recent;
    }
    return { server, remote, at: new Date(this.now()).toISOString(), versions };
  }

  remoteNames(): string[] {
    return [...this.remotes.keys()];
  }
}

/** Where a render server writes each remote's snapshot in a folder store: HEALTH_STORE, a folder
 * path in which `{remote}` stands for the remote's name (the folder its deploy target is), e.g.
 * `/srv/deploys/{remote}`; the file is `health/<server>.json` in it (a bucket's: health-store.ts). */
export function healthFileOf(store: string, remote: string, server: string): string {
  return path.join(store.replaceAll('{remote}', remote), 'health', `${server}.json`);
}

/** Writes the snapshot, replacing the file at once (a reader never sees half of one). */
export async function writeHealthFile(file: string, snapshot: HealthSnapshot): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(snapshot)}\n`);
  await rename(temporary, file);
}

/** The counters the health reports feed (metrics.ts). */
export interface HealthCounters {
  remoteError(remote: string, version: string, phase: HealthPhase): void;
  remoteRetry(remote: string, version: string, phase: LoadPhase): void;
  remoteView(remote: string, version: string): void;
  healthDropped(reason: DropReason): void;
}

/** Versions remembered per remote as acceptable in a report (live, rolled out, just replaced). */
const KNOWN_PER_REMOTE = 8;

/**
 * The render server's side of the browsers' reports: checks and caps each one, counts it by
 * remote, version and phase, and keeps the last hour per version (HealthWindow) with the page
 * views it served, which the deploy tool's watch compares (docs/deploying.md).
 */
export class RenderHealth {
  readonly window: HealthWindow;
  private readonly caps: ReportCaps;
  private readonly known = new Map<string, string[]>();
  private readonly names: ReadonlySet<string>;

  constructor(
    remotes: readonly string[],
    private readonly counters: HealthCounters,
    { caps = DEFAULT_HEALTH_CAPS, now = Date.now }: { caps?: HealthCaps; now?: () => number } = {},
  ) {
    this.names = new Set(remotes);
    this.caps = new ReportCaps(caps, now);
    this.window = new HealthWindow(now);
  }

  /** The versions a pointer names now (live, a rollout's and the one it replaces): reports may
   * name these and the last few before them, nothing else (the metrics' labels stay few). */
  remember(remote: string, versions: readonly (string | null | undefined)[]): void {
    const list = this.known.get(remote) ?? [];
    for (const version of versions) {
      if (!version) continue;
      const at = list.indexOf(version);
      if (at >= 0) list.splice(at, 1);
      list.push(version);
    }
    this.known.set(remote, list.slice(-KNOWN_PER_REMOTE));
  }

  private accepts(remote: string, version: string): boolean {
    const list = this.known.get(remote);
    return list?.length ? list.includes(version) : version === NO_VERSION;
  }

  /** One beacon's body from `address`: 204 when read (counted as an error or a retry, or
   * dropped as invalid), 429 when a cap dropped it. Never throws. */
  receive(body: unknown, address: string): 204 | 429 {
    const report = parseHealthReport(body, this.names);
    if (!report) return this.drop('invalid', 204);
    if (!this.accepts(report.remote, report.version)) return this.drop('unknown-version', 204);
    const taken = this.caps.take(address);
    if (taken !== 'ok') return this.drop(taken, 429);
    if (report.attempt === undefined)
      this.error(report.remote, report.version, report.phase, report.hash);
    else this.retry(report.remote, report.version, report.phase as LoadPhase);
    return 204;
  }

  /** A page of `remote` answered with `version` (the views the watch divides by). */
  view(remote: string, version: string | null | undefined): void {
    const name = version ?? NO_VERSION;
    this.counters.remoteView(remote, name);
    this.window.view(remote, name);
  }

  /** This server's own failure to render a page of `remote` (phase `server-render`). */
  serverFailure(remote: string, version: string | null | undefined, hash: string): void {
    this.error(remote, version ?? NO_VERSION, 'server-render', hash);
  }

  private error(remote: string, version: string, phase: HealthPhase, hash: string): void {
    this.counters.remoteError(remote, version, phase);
    this.window.error(remote, version, phase, hash);
  }

  private retry(remote: string, version: string, phase: LoadPhase): void {
    this.counters.remoteRetry(remote, version, phase);
    this.window.retry(remote, version);
  }

  private drop<T extends 204 | 429>(reason: DropReason, status: T): T {
    this.counters.healthDropped(reason);
    return status;
  }
}
