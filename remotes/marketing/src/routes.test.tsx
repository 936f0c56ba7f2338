import { screen } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { renderWithProviders } from '@agency/testing';
import routes from './routes';
import { renderRoute } from './test-helpers';
import { marketingPaths } from './paths';

/** Every route the issue lists (plus the aliases and dead links), with the h1 it must show. */
const pages: [string, string][] = [
  [paths.home, 'Websites and marketing that keep your service bays full'],
  [paths.about, 'We help the shops that keep their communities moving'],
  [paths.services, 'Services built for auto repair shops and dealerships'],
  [marketingPaths.paidAds, 'Ads, content and a brand that bring drivers to your door'],
  [marketingPaths.webDevelopment, 'Websites that turn searches into booked appointments'],
  [marketingPaths.webDesign, 'Websites that turn searches into booked appointments'],
  [marketingPaths.digitalMarketing, 'Be the shop drivers find first and trust most'],
  [marketingPaths.strategyConsulting, 'A clear plan and a brand that sets you apart'],
  [marketingPaths.marketingHub, 'Comprehensive shop growth solutions'],
  [paths.portfolio, 'Work that brings customers through the door'],
  [marketingPaths.hemAutomotive, 'HEM Automotive'],
  [marketingPaths.apiGateway, 'API Gateway'],
  [marketingPaths.solarAthletics, 'Solar Athletics'],
  ['/projects/project2', 'That project is not in our portfolio'],
  ['/projects/project3', 'That project is not in our portfolio'],
  [paths.contact, 'Contact Us'],
  [paths.consultation, 'Book a Consultation'],
  [paths.careers, 'Build the future of local automotive marketing'],
  [marketingPaths.frontendDeveloper, 'Front-End Developer'],
  [marketingPaths.uxUiDesigner, 'UX/UI Designer'],
  [marketingPaths.marketingSpecialist, 'Marketing Specialist'],
  [marketingPaths.resumePortal, 'Apply for a Position'],
  [marketingPaths.resumePortalAlias, 'Apply for a Position'],
  [paths.disclaimer, 'Disclaimer'],
  [paths.termsOfService, 'Terms of Service'],
  [paths.privacyPolicy, 'Privacy Policy'],
];

describe('marketing routes', () => {
  it('/proven-process is a permanent redirect to the web development page', async () => {
    const route = routes.find((candidate) => candidate.path === marketingPaths.provenProcess);
    const response = (await (route?.loader as () => Promise<Response>)()) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(marketingPaths.webDevelopment);
    const { router } = renderWithProviders(null, { routes, route: marketingPaths.provenProcess });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Websites that turn searches into booked appointments',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(marketingPaths.webDevelopment);
  });

  it('keep absolute paths, each loaded lazily', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\//);
      // A page loads lazily; a redirect is only a loader.
      expect(route.lazy ?? route.loader).toEqual(expect.any(Function));
    }
    const declared = routes.map((route) => route.path);
    for (const [path] of pages) {
      if (!path.startsWith('/projects/project')) expect(declared).toContain(path);
    }
  });

  it.each(pages)(
    '%s renders one h1 "%s", its own title and description, and headings in order',
    async (route, h1) => {
      const { heading, container } = await renderRoute(route);
      expect(heading).toHaveTextContent(h1);
      expect(container.querySelectorAll('h1')).toHaveLength(1);

      // useDocumentMeta writes in an effect; the brand suffix comes from the site config.
      expect(document.title).toMatch(/Revline Digital/);
      const description =
        document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length).toBeGreaterThan(50);

      let previous = 1;
      container.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((element) => {
        const level = Number(element.tagName[1]);
        expect(level - previous).toBeLessThanOrEqual(1);
        previous = level;
      });

      container.querySelectorAll('svg[role="img"]').forEach((svg) => {
        expect(svg.getAttribute('aria-label')).toBeTruthy();
        expect(svg.getAttribute('width')).toMatch(/^\d+$/);
        expect(svg.getAttribute('height')).toMatch(/^\d+$/);
      });
      container.querySelectorAll('svg:not([role="img"])').forEach((svg) => {
        expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
      });
    },
  );

  it('gives every page a distinct title', async () => {
    const titles = new Set<string>();
    for (const [route] of pages.filter(
      ([path]) =>
        ![
          marketingPaths.webDesign,
          '/projects/project3',
          marketingPaths.resumePortalAlias,
        ].includes(path),
    )) {
      const { unmount } = await renderRoute(route);
      titles.add(document.title);
      unmount();
    }
    expect(titles.size).toBe(pages.length - 3);
  });
});
