import { satisfy } from '@module-federation/enhanced/runtime';
import { version as reactVersion } from 'react';

/** The shell's @agency/shared-state version, written by webpack (webpack.shared.js); under jest the
 * package's own version comes from jest's globals. */
declare const __SHARED_STATE_VERSION__: string;

/** The singletons the shell provides to every remote, with their versions. */
export function providedSingletons(): Record<string, string> {
  return { '@agency/shared-state': __SHARED_STATE_VERSION__, react: reactVersion };
}

/** Singletons the shell shared under another key before: a remote that records the former key
 * was built to share the module under that key, which this shell no longer offers, so it would
 * run a copy of its own (a second store and router). Such a build is refused like a range the
 * shell does not meet. */
export const formerSingletonKeys: Record<string, string> = {
  'shared-state': '@agency/shared-state',
};

/** The singletons a remote's build needs: name → the version range it was built against, from
 * the `shared` list of its `mf-manifest.json` (Module Federation writes each shared module's
 * `requiredVersion` there at build time). */
export type Requirements = Record<string, string>;

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

export function requirementsOf(manifest: unknown): Requirements {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return {};
  const found: Requirements = {};
  for (const entry of shared as ManifestShared[]) {
    if (typeof entry?.name === 'string' && typeof entry.requiredVersion === 'string')
      found[entry.name] = entry.requiredVersion;
  }
  return found;
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly needs: string,
    readonly has: string,
  ) {
    super(
      `The ${remote} remote is not loaded: it needs ${needs}; this shell has ${has}. ` +
        `Deploy a build of ${remote} made against this shell's versions, or roll it back.`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/** Whether `version` is in `range`. A build made from the shell's own lockfile records a caret
 * range of the very version the shell provides (`^19.3.1` for 19.3.1): that is answered without
 * the semver parser, whose first call (a dozen regular expressions compiled) was 29 ms at 4x
 * CPU in the task that starts the page. Every other range goes to the parser. */
export function inRange(version: string, range: string): boolean {
  return range === `^${version}` || range === version || satisfy(version, range);
}

/**
 * Null when every singleton the shell provides satisfies the range the remote was built
 * against; otherwise the refusal, naming each unmet need and what the shell has. A singleton
 * the remote does not record (an older build) is not checked.
 */
export function incompatibility(
  remote: string,
  requirements: Requirements,
  provided: Record<string, string> = providedSingletons(),
): IncompatibleRemoteError | null {
  const unmet = Object.entries(provided).filter(([name, version]) => {
    const range = requirements[name];
    return range !== undefined && !inRange(version, range);
  });
  const needs = unmet.map(([name]) => `${name} ${requirements[name]}`);
  const has = unmet.map(([name, version]) => `${name} ${version}`);
  for (const [former, current] of Object.entries(formerSingletonKeys)) {
    if (requirements[former] === undefined || provided[current] === undefined) continue;
    needs.push(`${former} ${requirements[former]}`);
    has.push(`${current} ${provided[current]}`);
  }
  if (needs.length === 0) return null;
  return new IncompatibleRemoteError(remote, needs.join(' and '), has.join(' and '));
}

/**
 * Reads a remote's manifest and throws IncompatibleRemoteError when the shell cannot host it.
 * A manifest that cannot be read decides nothing: loading the container then fails on its own
 * if the origin is down, and an origin without a manifest serves an older build.
 */
export async function assertCompatible(
  remote: string,
  manifestUrl: string,
  fetchOptions: RequestInit = {},
): Promise<void> {
  let manifest: unknown;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', ...fetchOptions });
    if (!response.ok) return;
    manifest = await response.json();
  } catch {
    return;
  }
  const refusal = incompatibility(remote, requirementsOf(manifest));
  if (refusal) throw refusal;
}

/** A check that says each refusal once (a refused remote is asked again on every visit). */
export function compatibilityGate(
  log: (line: string) => void,
  fetchOptions: () => RequestInit = () => ({}),
): (remote: string, manifestUrl: string) => Promise<void> {
  const told = new Set<string>();
  return async (remote, manifestUrl) => {
    try {
      await assertCompatible(remote, manifestUrl, fetchOptions());
    } catch (error) {
      if (error instanceof IncompatibleRemoteError && !told.has(error.message)) {
        told.add(error.message);
        log(error.message);
      }
      throw error;
    }
  };
}
