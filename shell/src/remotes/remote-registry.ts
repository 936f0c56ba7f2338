import type { RemoteName } from 'shared-state';
import { paths } from 'shared-state';

/** URL prefixes each remote owns (DESIGN.md); a remote's ./routes is loaded the first time
 * the URL enters one of them. '/' alone is an exact match. */
export const remotePrefixes: Record<RemoteName, readonly string[]> = {
  marketing: [
    paths.home,
    paths.about,
    paths.services,
    paths.provenProcess,
    paths.portfolio,
    '/projects',
    paths.contact,
    paths.consultation,
    paths.careers,
    paths.resumePortalAlias,
    '/documents',
  ],
  blog: [paths.blog, '/blog', '/blogs'],
  account: [paths.account, paths.login, paths.verify, paths.verifiedSuccess, '/user', paths.adminProfile],
  admin_content: [paths.contentLibrary],
};

export const remoteNames = Object.keys(remotePrefixes) as RemoteName[];

/** Remotes only a SuperAdmin may download (DESIGN.md: visitors never download the admin remote). */
export function remoteNeedsSuperAdmin(name: RemoteName): boolean {
  return name === 'admin_content';
}

/** Human name of each section, for the unavailable message. */
export const remoteLabels: Record<RemoteName, string> = {
  marketing: 'This page',
  blog: 'The blog',
  account: 'Accounts',
  admin_content: 'Content management',
};

function decode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The remote that owns a path (longest prefix wins), or null for the shell's own 404. */
export function remoteForPath(rawPathname: string): RemoteName | null {
  const pathname = decode(rawPathname).replace(/\/+$/, '') || '/';
  let best: { name: RemoteName; length: number } | null = null;
  for (const name of remoteNames) {
    for (const prefix of remotePrefixes[name]) {
      const matches = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}
