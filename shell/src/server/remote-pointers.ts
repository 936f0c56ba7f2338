import { entries } from '@agency/apps';
import type { RemoteName } from '../remotes/remote-registry';
import { Poller } from './poller';

/** The pointer a versioned deploy target keeps beside its builds (scripts/deploy-targets.mjs). */
export const POINTER_FILE = 'current.json';
/** How often the render server reads each pointer: a deploy or a rollback is seen within it. */
export const POINTER_POLL_MS = 1000;
const POINTER_TIMEOUT_MS = 2000;

/** A runtime configuration URL that names a deploy target's pointer rather than a manifest:
 * the remote lives on an origin that cannot follow the pointer itself (an S3 bucket). */
export function isPointerUrl(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith(`/${POINTER_FILE}`);
  } catch {
    return false;
  }
}

/** The live build's files: versions/<id>/ beside the pointer. */
export interface RemoteBuild {
  version: string;
  manifest: string;
  serverEntry: string;
  /** A dev server's build (a development preview): it changes under the same URLs. */
  dev?: boolean;
}

/** A build of the target whose pointer (or origin's manifest) is at `url`: versions/<id>/ beside it. */
export function buildOf(url: string, version: string): RemoteBuild {
  const base = new URL(`versions/${encodeURIComponent(version)}/`, url);
  return {
    version,
    manifest: new URL(entries.browserManifest, base).href,
    serverEntry: new URL(entries.serverContainer, base).href,
  };
}

/** A share of visitors given a new version while the others keep the live one
 * (scripts/deploy-targets.mjs writes it; older render servers read `version` only). */
export interface Rollout {
  version: string;
  /** 1–99: visitors whose bucket is below percent × 100 get `version`. */
  percent: number;
  since: string;
  previous: string;
}

/** What a remote's pointer says now: its live build and the rollout under way, if any. */
export interface PointerState {
  version: string;
  rollout?: Rollout;
}

/** The pointer beside a remote's manifest on an origin that follows it itself (a folder target);
 * an origin without one answers 404. */
export function siblingPointerOf(manifestUrl: string): string {
  return new URL(POINTER_FILE, manifestUrl).href;
}

function rolloutOf(value: unknown): Rollout | undefined {
  const rollout = value as Partial<Rollout> | null | undefined;
  if (!rollout || typeof rollout.version !== 'string' || !rollout.version) return undefined;
  const percent = Number(rollout.percent);
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100) return undefined;
  return {
    version: rollout.version,
    percent,
    since: typeof rollout.since === 'string' ? rollout.since : '',
    previous: typeof rollout.previous === 'string' ? rollout.previous : '',
  };
}

export interface RemotePointersOptions {
  intervalMs?: number;
  /** Called when a remote's live build is first read and whenever it changes after. */
  onChange: (name: RemoteName, build: RemoteBuild) => void;
  /** Called when any read pointer's state (live version or rollout) first read or changed. */
  onState?: (name: RemoteName, state: PointerState | undefined) => void;
  /** Told once when a pointer stops answering, and once when it answers again. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Follows the pointers of the remotes deployed to a bucket: the runtime configuration names
 * `…/current.json`, and the render server reads it every second, loads the build it names and
 * hands browsers that build's URLs (the browser never reads the pointer: the page and its
 * hydration use the same build). Old builds stay in the bucket, so a page rendered before a
 * switch keeps loading its chunks.
 */
export class RemotePointers extends Poller {
  private readonly live = new Map<RemoteName, string>();
  private readonly states = new Map<RemoteName, string>();
  private readonly failing = new Set<RemoteName>();

  /** `pointers`: the remotes configured by their pointer (a bucket); `siblings`: the pointers
   * beside the manifests of origins that follow them themselves (a folder target), where none
   * (404) means the origin was not deployed by the command and its manifest stays the live
   * build. Both are followed: the build named is loaded within a second of a switch. */
  constructor(
    private readonly pointers: Partial<Record<RemoteName, string>>,
    private readonly options: RemotePointersOptions,
    private readonly siblings: Partial<Record<RemoteName, string>> = {},
  ) {
    super();
  }

  /** Reads every pointer once (before the server answers), then every interval. */
  async start(): Promise<void> {
    if (this.polling) return;
    if (Object.keys(this.pointers).length + Object.keys(this.siblings).length === 0) return;
    await this.check();
    this.repeat(this.options.intervalMs ?? POINTER_POLL_MS);
  }

  /** One read of every pointer. */
  protected async poll(): Promise<void> {
    await Promise.all([
      ...(Object.entries(this.pointers) as [RemoteName, string][]).map(([name, url]) =>
        this.read(name, url, true),
      ),
      ...(Object.entries(this.siblings) as [RemoteName, string][]).map(([name, url]) =>
        this.read(name, url, false),
      ),
    ]);
  }

  private async read(name: RemoteName, url: string, followed: boolean): Promise<void> {
    let state: PointerState | undefined;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(POINTER_TIMEOUT_MS),
        cache: 'no-store',
      });
      // An origin that serves no pointer was not deployed by the command: nothing to follow.
      if (!followed && response.status === 404) state = undefined;
      else {
        if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
        const pointer = (await response.json()) as { version?: unknown; rollout?: unknown };
        if (typeof pointer.version !== 'string' || !pointer.version)
          throw new Error(`${url} names no version.`);
        state = { version: pointer.version, rollout: rolloutOf(pointer.rollout) };
      }
    } catch (error) {
      if (!this.failing.has(name))
        this.options.log?.(`The ${name} remote's pointer could not be read`, error);
      this.failing.add(name);
      return;
    }
    if (this.failing.delete(name)) this.options.log?.(`The ${name} remote's pointer is read again`);
    const key = JSON.stringify(state ?? null);
    if (this.states.get(name) !== key) {
      this.states.set(name, key);
      this.options.onState?.(name, state);
    }
    if (!state || this.live.get(name) === state.version) return;
    this.live.set(name, state.version);
    this.options.onChange(name, buildOf(url, state.version));
  }
}
