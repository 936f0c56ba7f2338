import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import type { RemoteRoutesModule } from '@agency/shared-state';
import { tracing } from '@agency/server-kit/tracing';
import type { RemoteName } from '../remotes/remote-registry';
import { withTimeout } from './timeout';

/** How long a page waits for a remote's server container before answering without it. */
export const REMOTE_LOAD_TIMEOUT_MS = 1500;
/** How often a remote's server entry is checked for a new deployment. */
export const REVALIDATE_INTERVAL_MS = 5000;

type Slot =
  | { state: 'idle' }
  | { state: 'loading'; promise: Promise<RouteObject[]> }
  | { state: 'loaded'; routes: RouteObject[] }
  | { state: 'failed'; error: unknown };

/** What happens to the remotes' containers (metrics): a version loaded, a load that failed. */
export interface RemoteEvents {
  loaded(name: RemoteName, version: string | undefined): void;
  failed(name: RemoteName, error: unknown): void;
}

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`The ${name} remote's server entry did not load within ${ms} ms.`);
  }
}

/**
 * The remotes' server containers, loaded at run time from the URLs of the runtime configuration
 * (never bundled into the shell) and re-checked so that a redeployed remote is picked up without
 * restarting the shell: every few seconds, on a request, the entry's ETag (or its bytes) is
 * compared with the loaded one; when it changed, the remote is registered anew and the next
 * render loads the new code.
 */
export class ServerRemotes {
  private readonly slots = new Map<RemoteName, Slot>();
  /** The version of each remote's entry at the time its container was loaded. */
  private readonly loadedVersions = new Map<RemoteName, Promise<string | undefined>>();
  private readonly checkedAt = new Map<RemoteName, number>();
  private readonly checking = new Map<RemoteName, Promise<void>>();

  private readonly entries: Partial<Record<RemoteName, string>>;

  constructor(
    entries: Partial<Record<RemoteName, string>>,
    private readonly options: {
      loadTimeoutMs?: number;
      revalidateMs?: number;
      events?: RemoteEvents;
      /** Checked before a container is loaded: a rejection leaves the remote unavailable. */
      gate?: (name: RemoteName, entry: string) => Promise<void>;
      /** Told when a remote's entry changed (a deploy or a rollback): its cached pages are old. */
      onRedeploy?: (name: RemoteName) => void;
    } = {},
  ) {
    this.entries = { ...entries };
    const remotes = Object.entries(entries).map(([name, entry]) => ({
      name,
      entry: entry as string,
    }));
    if (remotes.length) registerRemotes(remotes);
  }

  /** The remote's routes, or a rejection within the load timeout (down, slow, broken). */
  async routes(name: RemoteName): Promise<RouteObject[]> {
    this.revalidateSoon(name);
    const slot = this.slots.get(name) ?? { state: 'idle' };
    if (slot.state === 'loaded') return slot.routes;
    const promise =
      slot.state === 'loading' ? slot.promise : this.load(name, slot.state === 'failed');
    const ms = this.options.loadTimeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
    return withTimeout(promise, ms, (): never => {
      throw new RemoteTimeoutError(name, ms);
    });
  }

  private load(name: RemoteName, retry: boolean): Promise<RouteObject[]> {
    const entry = this.entries[name];
    if (!entry)
      return Promise.reject(new Error(`No server entry is configured for the ${name} remote.`));
    // After a failure (or a new deployment) the runtime keeps the old container: register anew.
    if (retry) registerRemotes([{ name, entry }], { force: true });
    const version = this.fetchVersion(name).catch(() => undefined);
    this.loadedVersions.set(name, version);
    // Exported spans: the load is a span of the render that asked for it.
    const span = tracing()?.startSpan(
      'load remote',
      { 'agency.remote.name': name, 'url.full': entry },
      { kind: 'client' },
    );
    const { events } = this.options;
    const gate = this.options.gate?.(name, entry) ?? Promise.resolve();
    const promise = gate
      .then(() => loadRemote<RemoteRoutesModule>(`${name}/routes`))
      .then((module) => {
        if (!module || !Array.isArray(module.default))
          throw new Error(`The ${name} remote exposed no routes.`);
        return module.default;
      })
      .then(
        (routes) => {
          this.slots.set(name, { state: 'loaded', routes });
          if (events) void version.then((loaded) => events.loaded(name, loaded));
          if (span)
            void version.then((loaded) => {
              span.setAttributes({ 'agency.remote.version': loaded });
              span.end();
            });
          return routes;
        },
        (error: unknown) => {
          this.slots.set(name, { state: 'failed', error });
          events?.failed(name, error);
          span?.fail(error);
          span?.end();
          throw error;
        },
      );
    this.slots.set(name, { state: 'loading', promise });
    // Nobody may be waiting any more (a timeout): the failure is recorded above.
    promise.catch(() => undefined);
    return promise;
  }

  /** Starts a background check of the remote's entry when the last one is old enough. */
  private revalidateSoon(name: RemoteName): void {
    const now = Date.now();
    if (
      now - (this.checkedAt.get(name) ?? 0) <
      (this.options.revalidateMs ?? REVALIDATE_INTERVAL_MS)
    )
      return;
    if (this.checking.has(name)) return;
    this.checkedAt.set(name, now);
    const check = this.checkVersion(name)
      .catch(() => undefined)
      .finally(() => this.checking.delete(name));
    this.checking.set(name, check);
  }

  /** Moves a remote to another server entry (its pointer named another build): the next
   * render loads it, and pages rendered with the old one are dropped. */
  setEntry(name: RemoteName, entry: string): void {
    if (this.entries[name] === entry) return;
    this.entries[name] = entry;
    registerRemotes([{ name, entry }], { force: true });
    this.loadedVersions.delete(name);
    const state = this.slots.get(name)?.state ?? 'idle';
    if (state === 'idle') return;
    this.slots.set(name, { state: 'failed', error: new Error('redeployed') });
    this.options.onRedeploy?.(name);
  }

  /** The version (ETag) of the remote's entry its loaded container came from, if known. */
  loadedVersion(name: RemoteName): Promise<string | undefined> {
    return this.loadedVersions.get(name) ?? Promise.resolve(undefined);
  }

  /** The remotes with a server entry configured. */
  names(): RemoteName[] {
    return Object.keys(this.entries) as RemoteName[];
  }

  /** Waits for any check in progress, and for the versions read when remotes were loaded
   * (tests and the redeploy probe use it). */
  async settle(): Promise<void> {
    await Promise.all([...this.checking.values(), ...this.loadedVersions.values()]);
  }

  /** Compares the entry now served with the one loaded; a new deployment is loaded on the next
   * render. */
  private async checkVersion(name: RemoteName): Promise<void> {
    if (this.slots.get(name)?.state !== 'loaded') return;
    const [current, loaded] = await Promise.all([
      this.fetchVersion(name),
      this.loadedVersions.get(name),
    ]);
    if (current && loaded && current !== loaded && this.slots.get(name)?.state === 'loaded') {
      this.slots.set(name, { state: 'failed', error: new Error('redeployed') });
      this.options.onRedeploy?.(name);
    }
  }

  /** The entry's ETag, or a hash of its bytes when the host sends none. */
  private async fetchVersion(name: RemoteName): Promise<string | undefined> {
    const entry = this.entries[name];
    if (!entry) return undefined;
    const response = await fetch(entry, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = await response.text();
    return response.headers.get('etag') ?? `${body.length}:${hash(body)}`;
  }
}

function hash(text: string): string {
  let value = 5381;
  for (let index = 0; index < text.length; index += 1)
    value = ((value << 5) + value + text.charCodeAt(index)) | 0;
  return (value >>> 0).toString(16);
}
