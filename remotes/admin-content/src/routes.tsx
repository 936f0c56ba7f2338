import type { RouteObject } from '@agency/shared-state';
import { paths, RequireSuperAdmin } from '@agency/shared-state';
import { lazyPage } from '@agency/ui/lazy-page';
import { adminPaths } from './paths';

/** The one exposed module. Every page is SuperAdmin-only, and each downloads only when its
 * route is entered; CKEditor is a further chunk that only the editor pane loads. */
const routes: RouteObject[] = [
  {
    element: <RequireSuperAdmin />,
    // Nothing to show while a page's code arrives on a first load (standalone deep links).
    HydrateFallback: () => null,
    children: [
      lazyPage(paths.contentLibrary, () => import('./pages/content-library')),
      lazyPage(adminPaths.blogManagement, () => import('./pages/blog-management')),
      lazyPage(adminPaths.inbox, () => import('./pages/inbox')),
      lazyPage(adminPaths.lead, () => import('./pages/lead')),
      lazyPage(paths.adminSecurity, () => import('./pages/security')),
      lazyPage(paths.newsletter, () => import('./pages/newsletter')),
      lazyPage(adminPaths.comments, () => import('./pages/comments')),
      lazyPage(adminPaths.media, () => import('./pages/media')),
      lazyPage(adminPaths.audit, () => import('./pages/audit')),
      lazyPage(adminPaths.redirects, () => import('./pages/redirects')),
    ],
  },
];

export default routes;
