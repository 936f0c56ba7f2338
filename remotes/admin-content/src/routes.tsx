import type { ComponentType } from 'react';
import type { Permission } from '@agency/contract';
import type { RouteObject } from '@agency/shared-state';
import { paths, RequireStaff } from '@agency/shared-state';
import { lazyPage } from '@agency/ui/lazy-page';
import { RoleGate } from './components/role-gate';
import { adminPaths } from './paths';

/** A page of the staff that only the roles holding `permission` may open (the roles matrix of
 * @agency/contract, which the api enforces too); any other role sees why instead. */
const staffPage = (
  path: string,
  permission: Permission,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject =>
  lazyPage(path, async () => {
    const { default: Page } = await load();
    return {
      default: () => (
        <RoleGate permission={permission}>
          <Page />
        </RoleGate>
      ),
    };
  });

/** The one exposed module. Every page is the staff's (SuperAdmin, Editor, Author), each for the
 * roles the matrix lets in; the Content Library and Security (one's own sign-in) are every staff
 * member's. Each downloads only when its route is entered; CKEditor is a further chunk that only
 * the editor pane loads. */
const routes: RouteObject[] = [
  {
    element: <RequireStaff />,
    // Nothing to show while a page's code arrives on a first load (standalone deep links).
    HydrateFallback: () => null,
    children: [
      lazyPage(paths.contentLibrary, () => import('./pages/content-library')),
      staffPage(
        adminPaths.blogManagement,
        'posts.write-own',
        () => import('./pages/blog-management'),
      ),
      staffPage(adminPaths.inbox, 'leads', () => import('./pages/inbox')),
      staffPage(adminPaths.lead, 'leads', () => import('./pages/lead')),
      lazyPage(paths.adminSecurity, () => import('./pages/security')),
      staffPage(paths.newsletter, 'newsletter', () => import('./pages/newsletter')),
      staffPage(adminPaths.comments, 'comments.moderate', () => import('./pages/comments')),
      staffPage(adminPaths.media, 'media.upload', () => import('./pages/media')),
      staffPage(adminPaths.audit, 'audit', () => import('./pages/audit')),
      staffPage(adminPaths.redirects, 'settings', () => import('./pages/redirects')),
      staffPage(adminPaths.team, 'team', () => import('./pages/team')),
    ],
  },
];

export default routes;
