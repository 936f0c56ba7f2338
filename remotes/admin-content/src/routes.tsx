import type { RouteObject } from 'shared-state';
import { paths, RequireSuperAdmin } from 'shared-state';
import { adminPaths } from './paths';

/** The one exposed module. Every page is SuperAdmin-only, and each downloads only when its
 * route is entered; CKEditor is a further chunk that only the editor pane loads. */
const routes: RouteObject[] = [
  {
    element: <RequireSuperAdmin />,
    // Nothing to show while a page's code arrives on a first load (standalone deep links).
    HydrateFallback: () => null,
    children: [
      {
        path: paths.contentLibrary,
        lazy: async () => ({ Component: (await import('./pages/content-library')).default }),
      },
      {
        path: adminPaths.blogManagement,
        lazy: async () => ({ Component: (await import('./pages/blog-management')).default }),
      },
      {
        path: adminPaths.inbox,
        lazy: async () => ({ Component: (await import('./pages/inbox')).default }),
      },
      {
        path: adminPaths.lead,
        lazy: async () => ({ Component: (await import('./pages/lead')).default }),
      },
      {
        path: paths.adminSecurity,
        lazy: async () => ({ Component: (await import('./pages/security')).default }),
      },
      {
        path: paths.newsletter,
        lazy: async () => ({ Component: (await import('./pages/newsletter')).default }),
      },
      {
        path: adminPaths.comments,
        lazy: async () => ({ Component: (await import('./pages/comments')).default }),
      },
      {
        path: adminPaths.media,
        lazy: async () => ({ Component: (await import('./pages/media')).default }),
      },
      {
        path: adminPaths.audit,
        lazy: async () => ({ Component: (await import('./pages/audit')).default }),
      },
    ],
  },
];

export default routes;
