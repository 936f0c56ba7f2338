import { remotePrefixes, type RemoteName } from './remote-registry';

/** Where the browser sends what failed (the render server's `POST /_health`, same origin). */
export const HEALTH_PATH = '/_health';
/** Where a remote failed: loading its manifest, its entry or a chunk, rendering on the server,
 * hydrating, or rendering in the browser (its error boundary). */
export const HEALTH_PHASES = [
  'manifest',
  'entry',
  'chunk',
  'server-render',
  'hydrate',
  'render',
] as const;
export type HealthPhase = (typeof HEALTH_PHASES)[number];
/** The version of a remote whose origin keeps no versions (a plain copy of dist/). */
export const NO_VERSION = 'none';
/** Reports one page may send at most: a remote failing in a loop sends no more. */
const PER_PAGE = 10;

let sampling = 1;
let manifests: Record<string, string | undefined> = {};
const sent = new Set<string>();

/** The build a manifest URL names (`…/versions/<id>/mf-manifest.json`), else NO_VERSION. */
export function versionOfManifest(url: string | undefined): string {
  return /\/versions\/([A-Za-z0-9._-]{1,64})\//.exec(url ?? '')?.[1] ?? NO_VERSION;
}

/** The page's builds (its runtime config's manifests) and the share of failures to report
 * (the runtime config's `healthSampling`, 1 unless set). */
export function configureHealthReports(
  remotes: Record<string, string | undefined>,
  rate: number | undefined,
): void {
  manifests = remotes;
  sampling = rate ?? 1;
}

/** A 32-bit FNV-1a hash of the message as 8 hex: which failure it was, without its text. */
export function messageHash(message: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < message.length; index++)
    hash = Math.imul(hash ^ message.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The part of the path a remote owns ('/blog/*'), never the visitor's URL itself. */
export function routePatternOf(pathname: string, prefixes: readonly string[]): string {
  const prefix = prefixes.find((p) => p === pathname || pathname.startsWith(`${p}/`));
  return prefix === pathname ? prefix : `${prefix ?? ''}/*`;
}

/** What a caught error says, for its hash. */
export function errorMessage(error: unknown): string {
  return String((error as Error | null)?.message ?? error);
}

/**
 * Tells the render server that a remote failed in this browser, with `navigator.sendBeacon`:
 * the remote, the build this page got, the phase, the route pattern of the page and a hash of
 * the message; nothing about the visitor. Each failure once per page, at most PER_PAGE a page,
 * sampled.
 */
export function reportRemoteProblem({
  remote,
  version = versionOfManifest(manifests[remote]),
  phase,
  message,
}: {
  remote: RemoteName;
  version?: string;
  phase: HealthPhase;
  message: string;
}): void {
  const hash = messageHash(message);
  const key = remote + phase + hash;
  if (sent.has(key) || sent.size >= PER_PAGE || Math.random() >= sampling) return;
  sent.add(key);
  const route = routePatternOf(location.pathname, remotePrefixes[remote] ?? []);
  navigator.sendBeacon?.(HEALTH_PATH, JSON.stringify({ remote, version, phase, route, hash }));
}
