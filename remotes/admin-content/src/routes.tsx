import type { ComponentType } from 'react';
import type { RouteObject } from '@agency/shared-state';
import { paths, RequireSuperAdmin } from '@agency/shared-state';
import { adminPaths } from './paths';

/** A page at `path` whose code downloads when the route is first entered. */
const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The one exposed module. Every page is SuperAdmin-only, and each downloads only when its
 * route is entered; CKEditor is a further chunk that only the editor pane loads. */
const routes: RouteObject[] = [
  {
    element: <RequireSuperAdmin />,
    // Nothing to show while a page's code arrives on a first load (standalone deep links).
    HydrateFallback: () => null,
    children: [
      page(paths.contentLibrary, () => import('./pages/content-library')),
      page(adminPaths.blogManagement, () => import('./pages/blog-management')),
      page(adminPaths.inbox, () => import('./pages/inbox')),
      page(adminPaths.lead, () => import('./pages/lead')),
      page(paths.adminSecurity, () => import('./pages/security')),
      page(paths.newsletter, () => import('./pages/newsletter')),
      page(adminPaths.comments, () => import('./pages/comments')),
      page(adminPaths.media, () => import('./pages/media')),
      page(adminPaths.audit, () => import('./pages/audit')),
    ],
  },
];

export default routes;
