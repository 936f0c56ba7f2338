import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { entries as remoteFiles } from '@agency/apps';
import type { RemoteRoutesModule } from '@agency/shared-state';
import { compatibilityGate, IncompatibleRemoteError } from './compatibility';
import { errorMessage, reportRemoteProblem } from './health-report';
import type { RemoteName } from './remote-registry';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading'; promise: Promise<RouteObject[]> }
  | { state: 'loaded'; routes: RouteObject[] }
  | { state: 'failed'; error: unknown };

const statuses = new Map<RemoteName, RemoteStatus>();
const listeners = new Set<() => void>();
/** Each remote's remoteEntry.js, as registered with the runtime. */
let entries: Partial<Record<RemoteName, string>> = {};
/** Each remote's manifest, which records the singleton versions it was built against. */
let manifests: Partial<Record<RemoteName, string>> = {};
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
export function registerRemoteManifests(map: Partial<Record<RemoteName, string>>): void {
  manifests = { ...map };
  entries = Object.fromEntries(
    Object.entries(map).map(([name, manifest]) => [name, remoteEntryUrl(manifest as string)]),
  );
  const remotes = Object.entries(entries).map(([name, entry]) => ({
    name,
    entry: entry as string,
  }));
  if (remotes.length) registerRemotes(remotes);
}

async function fetchRoutes(name: RemoteName, retry: boolean): Promise<RouteObject[]> {
  const entry = entries[name];
  if (!entry) throw new Error(`No manifest URL is configured for the ${name} remote.`);
  // After a failure the runtime keeps the broken entry; force re-registration to fetch anew.
  if (retry) registerRemotes([{ name, entry }], { force: true });
  // A remote built against singletons this shell does not provide fails in front of visitors:
  // it is refused before any of its code runs.
  await checkCompatible(name, manifests[name]!);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || !Array.isArray(module.default))
    throw new Error(`The ${name} remote exposed no routes.`);
  return module.default;
}

/** Which load failed: the manifest (read and checked first), a chunk, or else the entry. */
export function loadPhaseOf(error: unknown): 'manifest' | 'entry' | 'chunk' {
  if (error instanceof IncompatibleRemoteError) return 'manifest';
  return error instanceof Error && error.name === 'ChunkLoadError' ? 'chunk' : 'entry';
}

/** Loads a remote's ./routes once; concurrent callers share the request; a failure is
 * remembered (for the unavailable message) and the next call retries. */
export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  const current = getRemoteStatus(name);
  if (current.state === 'loaded') return Promise.resolve(current.routes);
  if (current.state === 'loading') return current.promise;
  const promise = fetchRoutes(name, current.state === 'failed').then(
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
