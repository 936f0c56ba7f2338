// The routes the browser tests open, as a visitor, a user or the SuperAdmin opens them, grouped
// by the remote that owns each: the apps manifest decides, as it does for the shell.
import { ownerOf } from '@agency/apps';

/** Paths grouped by their owning remote; a path no listed remote owns is a mistake here. */
function byOwner<const Name extends string>(
  names: readonly Name[],
  paths: readonly string[],
): Record<Name, string[]> {
  const groups = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<
    Name,
    string[]
  >;
  for (const path of paths) {
    const owner = ownerOf(path)?.name;
    if (!owner || !names.includes(owner as Name))
      throw new Error(`${path} belongs to ${owner ?? 'no remote'}, not to ${names.join(' or ')}`);
    groups[owner as Name].push(path);
  }
  return groups;
}

export const publicRoutes = byOwner(
  ['marketing', 'blog', 'account'],
  [
    '/',
    '/about',
    '/services',
    '/services/paid-ads',
    '/services/web-development',
    '/services/web-design',
    '/services/digital-marketing',
    '/services/strategy-consulting',
    '/services/marketing-consulting-hub',
    '/portfolio',
    '/projects/hem-automotive',
    '/projects/api-gateway',
    '/projects/solar-athletics',
    '/contact',
    '/careers',
    '/careers/frontend-developer',
    '/careers/ux-ui-designer',
    '/careers/marketing-specialist',
    '/careers/resume-portal',
    '/documents/disclaimer',
    '/documents/terms-of-service',
    '/documents/privacy-policy',
    '/tech&tranquility',
    '/tech&tranquility/what-is-seo',
    '/account',
    '/login',
    '/verify',
    '/verified-success',
    '/user/forgot-password',
    '/user/reset-password',
  ],
);

export const userRoutes = byOwner(['account'], ['/user/profile']);

export const adminRoutes = byOwner(
  ['account', 'admin_content'],
  [
    '/superadmin/profile',
    '/superadmin/content-library',
    '/superadmin/content-library/blog-management',
    '/superadmin/content-library/inbox',
    '/superadmin/content-library/comments',
  ],
);
