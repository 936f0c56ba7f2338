import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { entries as remoteFiles } from '@agency/apps';
import type { RemoteRoutesModule } from '@agency/shared-state';
import { compatibilityGate, IncompatibleRemoteError } from './compatibility';
import { errorMessage, reportRemoteProblem, reportRemoteRetry } from './health-report';
import type { RemoteName } from './remote-registry';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading'; promise: Promise<RouteObject[]> }
  | { state: 'loaded'; routes: RouteObject[] }
  | { state: 'failed'; error: unknown };

/** How long the loader waits before each further try of a remote that failed to load: three
 * more tries, then the unavailable message. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1000, 3000];

/** What failed: the remote's container (remoteEntry.js) or one of its chunks. */
export type RemoteLoadPhase = 'entry' | 'chunk';

/** One further try of a remote, announced as the `agency:remote-retry` event on window and
 * reported to the render server (health-report.ts), which counts it apart from errors. */
export interface RemoteRetry {
  remote: RemoteName;
  phase: RemoteLoadPhase;
  /** 1 for the first try again, up to RETRY_DELAYS_MS.length. */
  attempt: number;
}

export const REMOTE_RETRY_EVENT = 'agency:remote-retry';

const statuses = new Map<RemoteName, RemoteStatus>();
const listeners = new Set<() => void>();
/** Each remote's remoteEntry.js, as registered with the runtime. */
let entries: Partial<Record<RemoteName, string>> = {};
/** Each remote's manifest, which records the singleton versions it was built against. */
let manifests: Partial<Record<RemoteName, string>> = {};
/** A second origin's manifest per remote (MF_<NAME>_FALLBACK_URL), tried on every other retry. */
let fallbacks: Partial<Record<RemoteName, string>> = {};
let retryDelays: readonly number[] = RETRY_DELAYS_MS;
const checkCompatible = compatibilityGate((line) => console.error(line));

function setStatus(name: RemoteName, status: RemoteStatus) {
  statuses.set(name, status);
  listeners.forEach((listener) => listener());
}

export function getRemoteStatus(name: RemoteName): RemoteStatus {
  return statuses.get(name) ?? { state: 'idle' };
}

export function subscribeRemoteStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The container URL the runtime has for a remote (for the idle-time prefetch hint). */
export function registeredEntry(name: RemoteName): string | undefined {
  return entries[name];
}

/** A remote's browser container lives beside its browser manifest (the apps manifest's
 * `entries`). The runtime loads it directly, built without its manifest code (see
 * browserFederationExperiments in webpack.shared.js); the manifest is read as plain JSON for
 * the compatibility check only. */
export function remoteEntryUrl(manifestUrl: string): string {
  return new URL(remoteFiles.browserContainer, manifestUrl).href;
}

/** Registers every remote's container with the Module Federation runtime, from the manifest
 * URLs of the runtime configuration. Nothing is fetched until a remote's routes are first
 * needed. */
export function registerRemoteManifests(
  map: Partial<Record<RemoteName, string>>,
  options: {
    /** A second origin's manifest per remote (MF_<NAME>_FALLBACK_URL). */
    fallbacks?: Partial<Record<RemoteName, string>>;
    /** The waits before each further try; RETRY_DELAYS_MS unless given. */
    retryDelaysMs?: readonly number[];
  } = {},
): void {
  manifests = { ...map };
  fallbacks = { ...options.fallbacks };
  retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  entries = Object.fromEntries(
    Object.entries(map).map(([name, manifest]) => [name, remoteEntryUrl(manifest as string)]),
  );
  const remotes = Object.entries(entries).map(([name, entry]) => ({
    name,
    entry: entry as string,
  }));
  if (remotes.length) registerRemotes(remotes);
}

function phaseOf(error: unknown): RemoteLoadPhase {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (css )?chunk/i.test(text) ? 'chunk' : 'entry';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface RetryOptions {
  delays?: readonly number[];
  phase?: (error: unknown) => RemoteLoadPhase;
  /** False for a failure that would only repeat (a refused remote). */
  retryable?: (error: unknown) => boolean;
}

/** Runs `task` and, while it fails, again after each of `delays`, announcing and reporting each
 * further try; the last failure is thrown. */
export async function withRetries<T>(
  remote: RemoteName,
  task: (attempt: number) => Promise<T>,
  { delays = retryDelays, phase = phaseOf, retryable = () => true }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= delays.length || !retryable(error)) throw error;
      await wait(delays[attempt]!);
      const detail: RemoteRetry = { remote, phase: phase(error), attempt: attempt + 1 };
      window.dispatchEvent(new CustomEvent(REMOTE_RETRY_EVENT, { detail }));
      reportRemoteRetry({ ...detail, message: errorMessage(error) });
    }
  }
}

/** The manifest to read on a try: a further try goes to the second origin every other time when
 * one is configured, and asks for the container past any cache (a CDN's stored error, a
 * half-finished deploy). */
function manifestFor(name: RemoteName, attempt: number): string {
  const fallback = fallbacks[name];
  return attempt % 2 === 1 && fallback ? fallback : manifests[name]!;
}

function entryFor(name: RemoteName, attempt: number): string {
  if (attempt === 0) return entries[name]!;
  const url = new URL(remoteEntryUrl(manifestFor(name, attempt)));
  url.searchParams.set('mf-retry', String(Date.now()));
  return url.href;
}

/** The remote's routes with each lazy page retried like the remote itself: webpack forgets a
 * chunk that failed, so calling the page's import again fetches it anew. */
function retryingLazy(name: RemoteName, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped: RouteObject = { ...route };
    if (typeof lazy === 'function')
      wrapped.lazy = () => withRetries(name, () => lazy(), { phase: () => 'chunk' });
    if (children) wrapped.children = retryingLazy(name, children);
    return wrapped;
  });
}

async function fetchRoutes(
  name: RemoteName,
  attempt: number,
  reRegister: boolean,
): Promise<RouteObject[]> {
  if (!entries[name]) throw new Error(`No manifest URL is configured for the ${name} remote.`);
  // After a failure the runtime keeps the broken entry; force re-registration to fetch anew.
  if (reRegister || attempt > 0)
    registerRemotes([{ name, entry: entryFor(name, attempt) }], { force: true });
  // A remote built against singletons this shell does not provide fails in front of visitors:
  // it is refused before any of its code runs.
  await checkCompatible(name, manifestFor(name, attempt));
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || !Array.isArray(module.default))
    throw new Error(`The ${name} remote exposed no routes.`);
  return retryingLazy(name, module.default);
}

/** Which load failed: the manifest (read and checked first), a chunk, or else the entry. */
export function loadPhaseOf(error: unknown): 'manifest' | 'entry' | 'chunk' {
  if (error instanceof IncompatibleRemoteError) return 'manifest';
  return error instanceof Error && error.name === 'ChunkLoadError' ? 'chunk' : 'entry';
}

/** Loads a remote's ./routes once, trying again with backoff before giving up; concurrent
 * callers share the request; a failure is remembered (for the unavailable message) and the
 * next call starts again. `once` makes a single immediate try (the visitor's "Try again"). */
export function loadRemoteRoutes(
  name: RemoteName,
  { once = false }: { once?: boolean } = {},
): Promise<RouteObject[]> {
  const current = getRemoteStatus(name);
  if (current.state === 'loaded') return Promise.resolve(current.routes);
  if (current.state === 'loading') return current.promise;
  const failedBefore = current.state === 'failed';
  // After a failure even the first try asks past the cache.
  const promise = withRetries(
    name,
    (attempt) => fetchRoutes(name, failedBefore ? attempt + 1 : attempt, failedBefore),
    {
      delays: once ? [] : retryDelays,
      retryable: (error) => !(error instanceof IncompatibleRemoteError),
    },
  ).then(
    (routes) => {
      setStatus(name, { state: 'loaded', routes });
      return routes;
    },
    (error: unknown) => {
      console.error(`The ${name} remote could not be loaded`, error);
      reportRemoteProblem({
        remote: name,
        phase: loadPhaseOf(error),
        message: errorMessage(error),
      });
      setStatus(name, { state: 'failed', error });
      throw error;
    },
  );
  setStatus(name, { state: 'loading', promise });
  return promise;
}

/** A remote's development build announces each hot edit of its routes (scripts/dev/hot-routes.js)
 * as this event on window, with `{ remote, routes }`; the shell takes it (bootstrap.tsx). */
export const REMOTE_ROUTES_UPDATED_EVENT = 'agency:remote-routes-updated';

/** Takes a remote's edited routes in place of those loaded (its lazy pages retried like any). */
export function replaceRemoteRoutes(name: RemoteName, routes: RouteObject[]): RouteObject[] {
  const wrapped = retryingLazy(name, routes);
  setStatus(name, { state: 'loaded', routes: wrapped });
  return wrapped;
}

/** Records that a remote cannot be shown (a page of it failed to load after its tries), so the
 * catch-all shows its unavailable message and "Try again" loads it anew; the failure is
 * reported like the remote's own. */
export function markRemoteFailed(name: RemoteName, error: unknown): void {
  reportRemoteProblem({ remote: name, phase: loadPhaseOf(error), message: errorMessage(error) });
  setStatus(name, { state: 'failed', error });
}
