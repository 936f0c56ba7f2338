import type { RouteObject } from 'react-router-dom';
import { paths } from 'shared-state';

/** The blog's routes, the one module this remote exposes. Pages load on first visit. */
const routes: RouteObject[] = [
  {
    path: paths.blog,
    lazy: async () => ({ Component: (await import('./pages/blog-list')).default }),
  },
  {
    path: paths.blogPostPattern,
    lazy: async () => ({ Component: (await import('./pages/blog-post')).default }),
  },
  // Old links of the original site: one post at /blog/:postId (including /blog/what-is-seo,
  // a seeded slug), the list at /blogs. /blog/post-title named no post, so it opens the list.
  {
    path: '/blog/post-title',
    lazy: async () => ({ Component: (await import('./pages/legacy-redirect')).LegacyListRedirect }),
  },
  {
    path: '/blog/:postId',
    lazy: async () => ({ Component: (await import('./pages/legacy-redirect')).LegacyPostRedirect }),
  },
  {
    path: '/blog',
    lazy: async () => ({ Component: (await import('./pages/legacy-redirect')).LegacyListRedirect }),
  },
  {
    path: '/blogs',
    lazy: async () => ({ Component: (await import('./pages/legacy-redirect')).LegacyListRedirect }),
  },
];

export default routes;
