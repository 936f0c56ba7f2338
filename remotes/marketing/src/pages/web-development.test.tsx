import { screen, within } from '@testing-library/react';
import { blogPostPath, paths } from '@agency/shared-state';
import { expectSectionHeadings, hrefOf, packageCard, priceOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('web development page', () => {
  it('shows the three web development prices with their inclusions', async () => {
    await renderRoute(marketingPaths.webDevelopment);
    const basic = packageCard('Web development prices', 'Basic Website');
    expect(within(basic).getByText('$1,500')).toBeInTheDocument();
    for (const item of ['Responsive design', 'Up to 5 pages', 'Basic SEO']) {
      expect(within(basic).getByText(item)).toBeInTheDocument();
    }
    const ecomm = packageCard('Web development prices', 'E-comm Website');
    expect(within(ecomm).getByText('$3,000')).toBeInTheDocument();
    for (const item of [
      'Full e-commerce platform',
      'Product pages',
      'Payment gateway integration',
    ]) {
      expect(within(ecomm).getByText(item)).toBeInTheDocument();
    }
    const custom = packageCard('Web development prices', 'Custom Web Apps');
    expect(priceOf(custom)).toBe('starting at $5,000');
  });

  it.each([
    ['Launch Pad', '$300', 'Single page', '+ $25/month maintenance'],
    ['Starter Package', '$750', 'Up to 3 pages', '+ $30/month maintenance'],
    ['Professional', '$63/month over 24 months', 'Up to 5 pages', 'then $50/month maintenance'],
    ['Premium', '$104/month over 24 months', 'Up to 10 pages', 'then $75/month maintenance'],
    ['Enterprise', '$208/month over 24 months', '10+ pages', 'then $100/month maintenance'],
    ['Custom Full-Stack', '$417/month over 24 months', 'Custom', 'then $150/month maintenance'],
  ])('shows the %s website package: %s, %s, %s', async (name, price, scope, maintenance) => {
    await renderRoute(marketingPaths.webDevelopment);
    const card = packageCard('Website packages', name);
    expect(priceOf(card)).toBe(price);
    expect(within(card).getByText(scope)).toBeInTheDocument();
    expect(within(card).getByText(maintenance)).toBeInTheDocument();
  });

  it('says maintenance is optional and cancellable, and lists the eight timeline phases in weeks', async () => {
    await renderRoute(marketingPaths.webDevelopment);
    expect(
      screen.getByText('Maintenance is optional and cancellable anytime.'),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Custom site timeline in weeks' });
    const weeks = within(timeline)
      .getAllByText(/weeks$/)
      .map((element) => element.textContent);
    expect(weeks).toEqual([
      '4-6 weeks',
      '6-8 weeks',
      '6-8 weeks',
      '10-12 weeks',
      '2-3 weeks',
      '2-3 weeks',
      '3-4 weeks',
      '4-6 weeks',
    ]);
    expect(within(timeline).getByRole('heading', { name: /Optional/ })).toBeInTheDocument();
  });

  it('has its sections and links: What We Offer, Pricing, Our Process, the blog article and Get in Touch', async () => {
    await renderRoute(marketingPaths.webDevelopment);
    expectSectionHeadings([
      'What We Offer',
      'Pricing',
      'Our Process',
      'Custom versus template',
      'You May Also Be Interested In',
    ]);
    expect(hrefOf(screen.getByRole('link', { name: 'Read More in Our Blog' }))).toBe(
      blogPostPath('what-is-seo'),
    );
    const getInTouch = screen.getAllByRole('link', { name: 'Get in Touch' });
    expect(getInTouch.length).toBeGreaterThan(0);
    getInTouch.forEach((link) => expect(hrefOf(link)).toBe(paths.contact));
  });

  it('puts the local SEO results beside why SEO matters', async () => {
    await renderRoute(marketingPaths.webDevelopment);
    const section = screen.getByRole('region', { name: 'Why SEO matters for your shop' });
    const results = within(section).getByRole('list', {
      name: 'Local SEO results for a client shop',
    });
    expect(within(results).getByText('11.6%')).toBeInTheDocument();
    expect(within(results).getByText('More phone calls')).toBeInTheDocument();
  });

  it('sends a package choice to the contact form', async () => {
    await renderRoute(marketingPaths.webDevelopment);
    const card = packageCard('Website packages', 'Premium');
    expect(hrefOf(within(card).getByRole('link', { name: 'Get Started with Premium' }))).toBe(
      '/contact?interest=Premium',
    );
  });

  it.each([marketingPaths.webDesign, marketingPaths.provenProcess])(
    '%s shows the web development page',
    async (route) => {
      const { heading } = await renderRoute(route);
      expect(heading).toHaveTextContent('Websites that turn searches into booked appointments');
      expect(priceOf(packageCard('Website packages', 'Professional'))).toBe(
        '$63/month over 24 months',
      );
    },
  );
});
