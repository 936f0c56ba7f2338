import type { RouteObject } from '@agency/shared-state';
import { paths } from '@agency/shared-state';
import { legacyListRedirect, legacyPostRedirect } from './pages/legacy-redirect';
import { blogPaths } from './paths';

/** Redirects are left out of the sitemap the render server builds from these routes. */
const noSitemap = { sitemap: false };

/** The blog's routes, the one module this remote exposes. Pages load on first visit. */
const routes: RouteObject[] = [
  {
    path: paths.blog,
    lazy: async () => ({ Component: (await import('./pages/blog-list')).default }),
  },
  {
    path: blogPaths.blogPostPattern,
    lazy: async () => {
      const { default: Component, loader } = await import('./pages/blog-post');
      return { Component, loader };
    },
  },
  // A draft's preview link: for whoever holds it, so the render server never caches or
  // indexes it (personal), and it is no page of the sitemap.
  {
    path: blogPaths.postPreviewPattern,
    lazy: async () => {
      const { default: Component } = await import('./pages/post-preview');
      const { loader } = await import('./pages/blog-post');
      return { Component, loader };
    },
    handle: { personal: true, sitemap: false },
  },
  // Old links of the original site: one post at /blog/:postId (including /blog/what-is-seo,
  // a seeded slug), the list at /blogs. /blog/post-title named no post, so it opens the list.
  { path: '/blog/post-title', loader: legacyListRedirect, handle: noSitemap },
  { path: '/blog/:postId', loader: legacyPostRedirect, handle: noSitemap },
  { path: '/blog', loader: legacyListRedirect, handle: noSitemap },
  { path: '/blogs', loader: legacyListRedirect, handle: noSitemap },
];

export default routes;
