import type { ComponentType } from 'react';
import { redirect, type RouteObject, paths } from '@agency/shared-state';
import { PageLoading } from './components/page-loading';
import { staticPage } from './components/static-page';
import { marketingPaths } from './paths';

/** Aliases and redirects stay out of the sitemap the render server builds from these routes. */
const noSitemap = { sitemap: false };

/** The route at `path` of a static page (components/static-page.tsx) shown with `props`. */
function staticRoute<P extends object>(
  path: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): RouteObject {
  return { path, ...staticPage(load, props) };
}

// Pages load lazily: the shell pulls this module when the URL first enters a marketing path,
// and each page's code only when the route is visited. A page without forms is a static page
// (components/static-page.tsx): its code is not even loaded to hydrate it, only when a link
// leads to it.
const pageRoutes: RouteObject[] = [
  staticRoute(paths.home, () => import('./pages/home'), {}),
  staticRoute(paths.about, () => import('./pages/about'), {}),
  staticRoute(paths.services, () => import('./pages/services'), {}),
  staticRoute(marketingPaths.paidAds, () => import('./pages/paid-ads'), {}),
  // /services/web-design shows the web development page (spec-deviations.md), whose canonical
  // URL is /services/web-development; /proven-process is a permanent redirect to it.
  ...[marketingPaths.webDevelopment, marketingPaths.webDesign].map((path): RouteObject => ({
    path,
    handle: path === marketingPaths.webDesign ? noSitemap : undefined,
    ...staticPage(() => import('./pages/web-development'), {}),
  })),
  {
    path: marketingPaths.provenProcess,
    loader: () => redirect(marketingPaths.webDevelopment, 301),
    handle: noSitemap,
  },
  staticRoute(marketingPaths.digitalMarketing, () => import('./pages/digital-marketing'), {}),
  staticRoute(marketingPaths.strategyConsulting, () => import('./pages/strategy-consulting'), {}),
  staticRoute(marketingPaths.marketingHub, () => import('./pages/marketing-hub'), {}),
  staticRoute(paths.portfolio, () => import('./pages/portfolio'), {}),
  ...(
    [
      [marketingPaths.hemAutomotive, 'hem-automotive'],
      [marketingPaths.apiGateway, 'api-gateway'],
      [marketingPaths.solarAthletics, 'solar-athletics'],
    ] as const
  ).map(([path, slug]) => staticRoute(path, () => import('./pages/case-study'), { slug })),
  // The portfolio's dead links (/projects/{product}, /projects/project2, /projects/project3).
  staticRoute('/projects/:product', () => import('./pages/portfolio'), { notFound: true }),
  {
    path: paths.contact,
    lazy: async () => ({ Component: (await import('./pages/contact')).default }),
  },
  {
    path: paths.consultation,
    lazy: async () => {
      const { default: ContactPage } = await import('./pages/contact');
      return { element: <ContactPage consultation /> };
    },
  },
  staticRoute(paths.careers, () => import('./pages/careers'), {}),
  ...(
    [
      [marketingPaths.frontendDeveloper, 'frontend-developer'],
      [marketingPaths.uxUiDesigner, 'ux-ui-designer'],
      [marketingPaths.marketingSpecialist, 'marketing-specialist'],
    ] as const
  ).map(([path, slug]) => staticRoute(path, () => import('./pages/career-detail'), { slug })),
  ...[marketingPaths.resumePortal, marketingPaths.resumePortalAlias].map((path): RouteObject => ({
    path,
    handle: path === marketingPaths.resumePortalAlias ? noSitemap : undefined,
    lazy: async () => ({ Component: (await import('./pages/resume-portal')).default }),
  })),
  // The pages a newsletter mail's links open: personal (a token in the URL), never listed.
  {
    path: marketingPaths.newsletterConfirm,
    handle: noSitemap,
    lazy: async () => ({ Component: (await import('./pages/newsletter-confirm')).default }),
  },
  {
    path: marketingPaths.newsletterUnsubscribe,
    handle: noSitemap,
    lazy: async () => ({ Component: (await import('./pages/newsletter-unsubscribe')).default }),
  },
  ...(
    [
      [paths.disclaimer, 'disclaimer'],
      [paths.termsOfService, 'terms-of-service'],
      [paths.privacyPolicy, 'privacy-policy'],
    ] as const
  ).map(([path, document]) => staticRoute(path, () => import('./pages/legal'), { document })),
];

// Shown while the first page's code loads, so nothing blank or unlabelled appears.
const routes: RouteObject[] = pageRoutes.map((route) => ({
  ...route,
  HydrateFallback: PageLoading,
}));

export default routes;
