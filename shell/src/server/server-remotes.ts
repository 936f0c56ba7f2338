import path from 'node:path';
import { constants, Script } from 'node:vm';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import type { RemoteRoutesModule } from '@agency/shared-state';
import { tracing } from '@agency/server-kit/tracing';
import type { RemoteName } from '../remotes/remote-registry';
import type { RemoteBuild } from './remote-pointers';
import { withTimeout } from './timeout';

/** How long a page waits for a remote's server container before answering without it. */
export const REMOTE_LOAD_TIMEOUT_MS = 1500;
/** How long a page with a remote from a dev server waits for its container: a rebuild after an
 * edit takes seconds, and the developer would rather wait than see the page without it. */
export const DEV_LOAD_TIMEOUT_MS = 20_000;
/** How often a remote's server entry is checked for a new deployment. */
export const REVALIDATE_INTERVAL_MS = 5000;
/** How many builds other than the live ones (previews, rollouts) stay loaded at once. */
export const OTHER_BUILDS_KEPT = 6;
const OTHER_BUILD_SEPARATOR = '__';

/** The version a dev server's container is loaded as: its origin's and its content's, so each
 * edit is a container of its own (`blog__dev-<entry>-<tag>`). */
export function devBuildVersion(serverEntry: string, tag: string): string {
  return `dev-${hash(serverEntry)}-${hash(tag)}`;
}

/** The name a build other than the live one is registered under with the runtime. */
export function otherBuildName(name: RemoteName, version: string): string {
  return `${name}${OTHER_BUILD_SEPARATOR}${version}`;
}

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
      /** Checked before a container is loaded: a rejection leaves the remote unavailable.
       * `recorded`: the build must have its deploy record (a build other than the live one). */
      gate?: (name: RemoteName, entry: string, recorded?: boolean) => Promise<void>;
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
    registerPlugins([otherBuildsPlugin]);
  }

  /** The remote's routes, or a rejection within the load timeout (down, slow, broken); of
   * `build` when one is named that is not the live one (a preview, a rollout). */
  async routes(name: RemoteName, build?: RemoteBuild): Promise<RouteObject[]> {
    if (build && build.serverEntry !== this.entries[name]) return this.otherRoutes(name, build);
    this.revalidateSoon(name);
    const slot = this.slots.get(name) ?? { state: 'idle' };
    if (slot.state === 'loaded') return slot.routes;
    const promise =
      slot.state === 'loading' ? slot.promise : this.load(name, slot.state === 'failed');
    return this.inTime(name, promise);
  }

  private inTime<T>(
    name: RemoteName,
    promise: Promise<T>,
    ms = this.options.loadTimeoutMs ?? REMOTE_LOAD_TIMEOUT_MS,
  ): Promise<T> {
    return withTimeout(promise, ms, (): never => {
      throw new RemoteTimeoutError(name, ms);
    });
  }

  /** Builds other than the live ones, most recently used last: a version is immutable, so a
   * loaded one is never re-checked; the least recently used goes when too many are kept. */
  private readonly others = new Map<string, Slot>();

  /** The last container read of each dev server's entry (its ETag or a hash of its bytes). */
  private readonly devTags = new Map<string, Promise<string>>();

  /** A dev server's container changes under one URL (its watch build): it is asked for its
   * ETag on every request (one read at a time), and each new one is loaded under a name of its
   * own, so the render always uses the latest code. */
  private async devRoutes(name: RemoteName, build: RemoteBuild): Promise<RouteObject[]> {
    let tag = this.devTags.get(build.serverEntry);
    if (!tag) {
      tag = readTag(build.serverEntry).finally(() => {
        if (this.devTags.get(build.serverEntry) === tag) this.devTags.delete(build.serverEntry);
      });
      this.devTags.set(build.serverEntry, tag);
    }
    const version = devBuildVersion(
      build.serverEntry,
      await this.inTime(name, tag, DEV_LOAD_TIMEOUT_MS),
    );
    return this.otherRoutes(name, { ...build, version }, true);
  }

  private otherRoutes(name: RemoteName, build: RemoteBuild, read = false): Promise<RouteObject[]> {
    if (build.dev && !read) return this.devRoutes(name, build);
    const key = otherBuildName(name, build.version);
    let slot = this.others.get(key) ?? { state: 'idle' };
    this.others.delete(key);
    this.others.set(key, slot);
    if (slot.state === 'loaded') return Promise.resolve(slot.routes);
    if (slot.state !== 'loading') {
      slot = {
        state: 'loading',
        promise: this.loadOther(name, key, build, slot.state === 'failed'),
      };
      this.others.set(key, slot);
      for (const old of this.others.keys()) {
        if (this.others.size <= OTHER_BUILDS_KEPT) break;
        this.others.delete(old);
      }
    }
    return this.inTime(name, slot.promise, build.dev ? DEV_LOAD_TIMEOUT_MS : undefined);
  }

  /** A build loaded under a name of its own (`blog__<version>`), so that it and the live one
   * are two containers side by side, sharing the shell's singletons. */
  private loadOther(
    name: RemoteName,
    key: string,
    build: RemoteBuild,
    retry: boolean,
  ): Promise<RouteObject[]> {
    registerRemotes([{ name: key, entry: build.serverEntry }], { force: retry });
    // A dev server's build has no deploy record to check.
    const gate = this.options.gate?.(name, build.serverEntry, !build.dev) ?? Promise.resolve();
    const promise = gate
      .then(() => loadRemote<RemoteRoutesModule>(`${key}/routes`))
      .then((module) => {
        if (!module || !Array.isArray(module.default))
          throw new Error(`The ${name} remote exposed no routes.`);
        if (this.others.has(key)) this.others.set(key, { state: 'loaded', routes: module.default });
        return module.default;
      });
    promise.catch((error: unknown) => {
      if (this.others.has(key)) this.others.set(key, { state: 'failed', error });
      this.options.events?.failed(name, error);
    });
    return promise;
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
    return entry ? entryTag(entry) : undefined;
  }
}

/**
 * A server container names itself when it starts (its runtime's `initOptions.name` and build
 * id): the runtime reuses a container instance of the same name, and the container finds its
 * chunks beside the entry registered under that name. Two builds of one remote in one process
 * must therefore be two names: a build other than the live one is loaded under `blog__<id>`,
 * its source renamed to match, so it gets its own instance and finds its own chunks.
 */
export function renameContainer(source: string, name: string, alias: string): string {
  const own = `initOptions: {"name":${JSON.stringify(name)}`;
  if (source.split(own).length !== 2)
    throw new Error(
      `The ${name} build cannot be loaded beside the live one: its server container does not name itself as this render server expects.`,
    );
  return source
    .replace(own, `initOptions: {"name":${JSON.stringify(alias)}`)
    .replaceAll(`? "${name}:`, `? "${alias}:`);
}

/** Node's own require in the bundled render server (webpack's stands in for `require`). */
declare const __non_webpack_require__: NodeJS.Require | undefined;
const nodeRequire =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;

/** Runs a CommonJS server container's source as Module Federation's Node loader does. */
function evaluateContainer(source: string, entry: string): unknown {
  const module = { exports: {} as unknown };
  const filename = new URL(entry).pathname;
  const script = new Script(
    `(function(exports, module, require, __dirname, __filename) {${source}\n})`,
    { filename, importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    nodeRequire,
    path.posix.dirname(filename),
    filename,
  );
  return module.exports;
}

/** The runtime plugin that loads the containers registered under a build's own name. */
export const otherBuildsPlugin: ModuleFederationRuntimePlugin = {
  name: 'other-builds-of-a-remote',
  loadEntry: async ({ remoteInfo }) => {
    const separator = remoteInfo.name.indexOf(OTHER_BUILD_SEPARATOR);
    if (separator < 0) return undefined;
    const response = await fetch(remoteInfo.entry, {
      signal: AbortSignal.timeout(3000),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}.`);
    const source = renameContainer(
      await response.text(),
      remoteInfo.name.slice(0, separator),
      remoteInfo.name,
    );
    return evaluateContainer(source, remoteInfo.entry) as never;
  },
};

/** A server container's version: its ETag, or a hash of its bytes when the host sends none;
 * undefined when it does not answer. */
async function entryTag(entry: string, timeoutMs = 3000): Promise<string | undefined> {
  const response = await fetch(entry, {
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) return undefined;
  const body = await response.text();
  return response.headers.get('etag') ?? `${body.length}:${hash(body)}`;
}

/** A dev server's container version, or a rejection saying it does not answer. */
async function readTag(entry: string): Promise<string> {
  // The dev server answers once its rebuild is written: that may take seconds.
  const tag = await entryTag(entry, DEV_LOAD_TIMEOUT_MS);
  if (tag === undefined) throw new Error(`The dev server's container at ${entry} did not answer.`);
  return tag;
}

function hash(text: string): string {
  let value = 5381;
  for (let index = 0; index < text.length; index += 1)
    value = ((value << 5) + value + text.charCodeAt(index)) | 0;
  return (value >>> 0).toString(16);
}
