import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { headingTexts } from '@agency/testing';
import { hrefOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

const caseStudyLinks = [
  marketingPaths.hemAutomotive,
  marketingPaths.apiGateway,
  marketingPaths.solarAthletics,
];

describe('portfolio and case studies', () => {
  it('the portfolio links the three case studies', async () => {
    const { heading } = await renderRoute(paths.portfolio);
    expect(heading).toHaveTextContent('Work that brings customers through the door');
    expect(screen.getAllByRole('link', { name: /View case study/ }).map(hrefOf)).toEqual(
      caseStudyLinks,
    );
  });

  it.each(['/projects/project2', '/projects/project3', '/projects/some-product'])(
    'the dead link %s shows a real page that leads to the case studies',
    async (route) => {
      const { heading } = await renderRoute(route);
      expect(heading).toHaveTextContent('That project is not in our portfolio');
      expect(screen.getAllByRole('link', { name: /View case study/ }).map(hrefOf)).toEqual(
        caseStudyLinks,
      );
      expect(document.title).toMatch(/^Project Not Found/);
    },
  );

  it('HEM Automotive: overview, branding/web/ads/SEO with the API in progress, outcomes, CTA to /contact', async () => {
    const { heading } = await renderRoute(marketingPaths.hemAutomotive);
    expect(heading).toHaveTextContent('HEM Automotive');
    const services = screen.getByRole('list', { name: 'What we delivered' });
    expect(headingTexts(services)).toEqual([
      'Branding',
      'Website',
      'Advertising',
      'Local SEO',
      'API in progress',
    ]);
    const results = screen.getByRole('list', { name: 'HEM Automotive results' });
    expect(within(results).getByText('4.21%')).toBeInTheDocument();
    expect(within(results).getByText('39.6')).toBeInTheDocument();
    expect(hrefOf(screen.getByRole('link', { name: 'Start Your Project' }))).toBe(paths.contact);
  });

  it('API Gateway: blog and newsletter management and the upcoming features', async () => {
    await renderRoute(marketingPaths.apiGateway);
    const services = screen.getByRole('list', { name: 'What it does today' });
    expect(within(services).getByRole('heading', { name: 'Blog management' })).toBeInTheDocument();
    expect(
      within(services).getByRole('heading', { name: 'Newsletter management' }),
    ).toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Upcoming features' });
    expect(headingTexts(upcoming)).toEqual(['Analytics', 'Booking', 'Third-party integrations']);
    expect(hrefOf(screen.getByRole('link', { name: 'Visit Tech & Tranquility' }))).toBe(paths.blog);
  });

  it.each([
    [marketingPaths.hemAutomotive, 'HEM Automotive'],
    [marketingPaths.apiGateway, 'API Gateway'],
    [marketingPaths.solarAthletics, 'Solar Athletics'],
  ])('%s shows its own hero picture and a detail beside the overview', async (path, title) => {
    await renderRoute(path);
    expect(
      screen.getByRole('img', { name: `Illustration for the ${title} case study` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Detail of the ${title} project` })).toBeInTheDocument();
  });

  it('Solar Athletics: logo and typography refresh, CTA to /contact', async () => {
    await renderRoute(marketingPaths.solarAthletics);
    expect(screen.getByRole('heading', { level: 3, name: 'Logo refresh' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Typography' })).toBeInTheDocument();
    expect(hrefOf(screen.getByRole('link', { name: 'Talk to Our Brand Team' }))).toBe(
      paths.contact,
    );
  });
});
