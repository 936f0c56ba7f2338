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
/** The phases of loading a remote, each of which the loader tries again before it fails. */
export const LOAD_PHASES = ['manifest', 'entry', 'chunk'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];
/** The most further tries a retry report may name (the loader's RETRY_DELAYS_MS makes 3). */
export const MAX_RETRY_ATTEMPT = 3;
/** The version of a remote whose origin keeps no versions (a plain copy of dist/). */
export const NO_VERSION = 'none';
/** Reports one page may send at most: a remote failing in a loop sends no more. */
const PER_PAGE = 10;

let sampling = 1;
let manifests: Record<string, string | undefined> = {};
const sent = new Set<string>();
/** Retries reported by this page: their own PER_PAGE, so a flaky network never uses up the
 * reports of real failures. */
let retriesSent = 0;

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

function send(report: Record<string, string | number>): void {
  navigator.sendBeacon?.(HEALTH_PATH, JSON.stringify(report));
}

const routeOf = (remote: RemoteName) =>
  routePatternOf(location.pathname, remotePrefixes[remote] ?? []);

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
  send({ remote, version, phase, route: routeOf(remote), hash });
}

/**
 * Tells the render server that loading a remote failed and is being tried again: the same
 * report as a failure's with `attempt` (1 for the first try again), which the render server
 * counts apart from errors, so a flaky network is seen but never rolls a version back. At most
 * PER_PAGE a page, sampled like the failures.
 */
export function reportRemoteRetry({
  remote,
  version = versionOfManifest(manifests[remote]),
  phase,
  attempt,
  message,
}: {
  remote: RemoteName;
  version?: string;
  phase: LoadPhase;
  attempt: number;
  message: string;
}): void {
  if (retriesSent >= PER_PAGE || Math.random() >= sampling) return;
  retriesSent += 1;
  send({ remote, version, phase, route: routeOf(remote), hash: messageHash(message), attempt });
}
