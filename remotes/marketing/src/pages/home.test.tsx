import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { headingTexts } from '@agency/testing';
import { hrefOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('home page', () => {
  it('leads with the hero call to action to /contact', async () => {
    await renderRoute(paths.home);
    expect(hrefOf(screen.getByRole('link', { name: 'Start Growing Your Business' }))).toBe(
      paths.contact,
    );
  });

  it('shows four service blocks with Learn More links and the all-in-one hub block', async () => {
    await renderRoute(paths.home);
    const learnMore = screen.getAllByRole('link', { name: /^Learn More/ }).map(hrefOf);
    expect(learnMore).toEqual([
      marketingPaths.webDevelopment,
      marketingPaths.digitalMarketing,
      marketingPaths.paidAds,
      marketingPaths.strategyConsulting,
      marketingPaths.marketingHub,
    ]);
    expect(screen.getByRole('heading', { level: 3, name: /All-in-one/ })).toBeInTheDocument();
  });

  it("sets the founder's rule as a quote, with his name, between the sections", async () => {
    await renderRoute(paths.home);
    const quote = screen
      .getByText('If it would not bring cars into our own bays, it does not ship.')
      .closest('figure')!;
    expect(quote.querySelector('blockquote')).not.toBeNull();
    expect(within(quote).getByText('Marcus Reyes, founder & strategy lead')).toBeInTheDocument();
  });

  it('shows the six why-choose-us cards', async () => {
    await renderRoute(paths.home);
    const section = screen.getByRole('region', { name: 'Why shops and dealerships choose us' });
    expect(headingTexts(section)).toEqual([
      'Industry Expertise',
      'Tailored Solutions',
      "For Today's Customers",
      'Data-Driven Results',
      'Long-Term Partnerships',
      'Innovation To Set You Apart',
    ]);
  });

  it('teases three projects, links the portfolio, invites testimonials and closes with Let’s Get Started', async () => {
    await renderRoute(paths.home);
    const projects = screen.getByRole('region', { name: 'Recent projects' });
    expect(
      within(projects)
        .getAllByRole('link', { name: /View case study/ })
        .map(hrefOf),
    ).toEqual([
      marketingPaths.hemAutomotive,
      marketingPaths.apiGateway,
      marketingPaths.solarAthletics,
    ]);
    expect(hrefOf(screen.getByRole('link', { name: 'Explore Our Portfolio' }))).toBe(
      paths.portfolio,
    );
    const testimonials = screen.getByRole('region', { name: 'What Our Clients Say' });
    expect(within(testimonials).getByText(/first month of service is free/)).toBeInTheDocument();
    expect(hrefOf(within(testimonials).getByRole('link'))).toBe(paths.contact);
    expect(hrefOf(screen.getByRole('link', { name: "Let's Get Started" }))).toBe(paths.contact);
  });
});
