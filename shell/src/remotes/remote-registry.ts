import { ownerOf, remoteApps, type RemoteName } from '@agency/apps';

export type { RemoteName };

/** URL prefixes each remote owns, from the apps manifest (packages/apps/apps.json); a remote's
 * ./routes is loaded the first time the URL enters one of them. '/' alone is an exact match. */
export const remotePrefixes: Record<RemoteName, readonly string[]> = Object.fromEntries(
  remoteApps.map((app) => [app.name, app.prefixes]),
);

export const remoteNames: RemoteName[] = remoteApps.map((app) => app.name);

/** Remotes only the staff (SuperAdmin, Editor, Author) may download: a visitor's browser never
 * fetches the admin remote's code, so the admin screens are neither loaded nor readable by anyone
 * else (the manifest's `superAdminOnly`; each screen then shows a role only what it may see). */
export function remoteNeedsSuperAdmin(name: RemoteName): boolean {
  return remoteApps.some((app) => app.name === name && app.superAdminOnly === true);
}

/** Remotes whose pages are public and indexable (the sitemap); the others are kept from crawlers. */
export const indexedRemotes: RemoteName[] = remoteApps
  .filter((app) => app.indexed === true)
  .map((app) => app.name);

/** How the unavailable message names a remote. */
export function remoteLabel(name: RemoteName): string {
  return remoteApps.find((app) => app.name === name)?.label ?? 'This page';
}

/** The remote that owns a path (longest prefix wins), or null for the shell's own 404. */
export function remoteForPath(pathname: string): RemoteName | null {
  return ownerOf(pathname)?.name ?? null;
}
