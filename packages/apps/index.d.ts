/** One deployable app of the site (apps.json). */
export interface AppEntry {
  /** Module Federation name: identifier-safe. */
  name: string;
  /** Its folder from the repository root. */
  dir: string;
  /** Its default port; `<NAME>_PORT` overrides it. */
  port: number;
  /** URL prefixes a remote owns; the shell has none. */
  prefixes?: string[];
  /** How the "temporarily unavailable" message names the remote. */
  label?: string;
  /** Pages crawlers may index (sitemap); the others are kept out (robots.txt). */
  indexed?: boolean;
  /** Only a SuperAdmin's browser ever downloads it. */
  superAdminOnly?: boolean;
}

export interface RemoteEntry extends AppEntry {
  prefixes: string[];
  label: string;
}

export type RemoteName = string;

/** Where a remote's files are on its origin (the same for every remote). */
export interface RemoteFiles {
  /** The browser manifest, mf-manifest.json: what the runtime configuration points at. */
  browserManifest: string;
  /** The browser container, beside the manifest. */
  browserContainer: string;
  /** The server container the render server loads, relative to the manifest. */
  serverContainer: string;
}

export const entries: RemoteFiles;

export const apps: AppEntry[];
export const remoteApps: RemoteEntry[];
export function ownerOf(pathname: string): RemoteEntry | null;

/** The part of a route object (React Router's) that says which URLs it matches. */
export interface RouteLike {
  path?: string;
  children?: RouteLike[];
}

export function declaredPaths(routes: RouteLike[], parent?: string): string[];
