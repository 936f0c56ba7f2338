import { redirect, type RouteObject, paths } from 'shared-state';
import { PageLoading } from './components/page-loading';
import { marketingPaths } from './paths';

/** Aliases and redirects stay out of the sitemap the render server builds from these routes. */
const noSitemap = { sitemap: false };

// Pages load lazily: the shell pulls this module when the URL first enters a marketing path,
// and each page's code only when the route is visited.
const pageRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('./pages/home')).default }),
  },
  {
    path: paths.about,
    lazy: async () => ({ Component: (await import('./pages/about')).default }),
  },
  {
    path: paths.services,
    lazy: async () => ({ Component: (await import('./pages/services')).default }),
  },
  {
    path: marketingPaths.paidAds,
    lazy: async () => ({ Component: (await import('./pages/paid-ads')).default }),
  },
  // /services/web-design shows the web development page (spec-deviations.md), whose canonical
  // URL is /services/web-development; /proven-process is a permanent redirect to it.
  ...[marketingPaths.webDevelopment, marketingPaths.webDesign].map((path): RouteObject => ({
    path,
    handle: path === marketingPaths.webDesign ? noSitemap : undefined,
    lazy: async () => ({ Component: (await import('./pages/web-development')).default }),
  })),
  {
    path: marketingPaths.provenProcess,
    loader: () => redirect(marketingPaths.webDevelopment, 301),
    handle: noSitemap,
  },
  {
    path: marketingPaths.digitalMarketing,
    lazy: async () => ({ Component: (await import('./pages/digital-marketing')).default }),
  },
  {
    path: marketingPaths.strategyConsulting,
    lazy: async () => ({ Component: (await import('./pages/strategy-consulting')).default }),
  },
  {
    path: marketingPaths.marketingHub,
    lazy: async () => ({ Component: (await import('./pages/marketing-hub')).default }),
  },
  {
    path: paths.portfolio,
    lazy: async () => ({ Component: (await import('./pages/portfolio')).default }),
  },
  ...(
    [
      [marketingPaths.hemAutomotive, 'hem-automotive'],
      [marketingPaths.apiGateway, 'api-gateway'],
      [marketingPaths.solarAthletics, 'solar-athletics'],
    ] as const
  ).map(([path, slug]): RouteObject => ({
    path,
    lazy: async () => {
      const { default: CaseStudyPage } = await import('./pages/case-study');
      return { element: <CaseStudyPage slug={slug} /> };
    },
  })),
  // The portfolio's dead links (/projects/{product}, /projects/project2, /projects/project3).
  {
    path: '/projects/:product',
    lazy: async () => {
      const { default: PortfolioPage } = await import('./pages/portfolio');
      return { element: <PortfolioPage notFound /> };
    },
  },
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
  {
    path: paths.careers,
    lazy: async () => ({ Component: (await import('./pages/careers')).default }),
  },
  ...(
    [
      [marketingPaths.frontendDeveloper, 'frontend-developer'],
      [marketingPaths.uxUiDesigner, 'ux-ui-designer'],
      [marketingPaths.marketingSpecialist, 'marketing-specialist'],
    ] as const
  ).map(([path, slug]): RouteObject => ({
    path,
    lazy: async () => {
      const { default: CareerDetailPage } = await import('./pages/career-detail');
      return { element: <CareerDetailPage slug={slug} /> };
    },
  })),
  ...[marketingPaths.resumePortal, marketingPaths.resumePortalAlias].map((path): RouteObject => ({
    path,
    handle: path === marketingPaths.resumePortalAlias ? noSitemap : undefined,
    lazy: async () => ({ Component: (await import('./pages/resume-portal')).default }),
  })),
  ...(
    [
      [paths.disclaimer, 'disclaimer'],
      [paths.termsOfService, 'terms-of-service'],
      [paths.privacyPolicy, 'privacy-policy'],
    ] as const
  ).map(([path, document]): RouteObject => ({
    path,
    lazy: async () => {
      const { default: LegalPage } = await import('./pages/legal');
      return { element: <LegalPage document={document} /> };
    },
  })),
];

// Shown while the first page's code loads, so nothing blank or unlabelled appears.
const routes: RouteObject[] = pageRoutes.map((route) => ({
  ...route,
  HydrateFallback: PageLoading,
}));

export default routes;
