import { screen, within } from '@testing-library/react';

import { hrefOf, packageCard, renderRoute, priceOf } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('advertising, content and branding packages page', () => {
  it.each([
    ['Starter', '$500', '1 campaign', '3 ad variations'],
    ['Growth', '$1,000', '3-5 campaigns', '5 ad variations'],
    ['Dominator', '$2,000', '6-8 campaigns', '8 ad variations'],
  ])(
    'advertising package %s costs %s with %s and %s',
    async (name, price, campaigns, variations) => {
      await renderRoute(marketingPaths.paidAds);
      const card = packageCard('Advertising packages', name);
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).getByText(campaigns)).toBeInTheDocument();
      expect(within(card).getByText(variations)).toBeInTheDocument();
    },
  );

  it.each([
    ['Starter', '$750', '20 photos'],
    ['Growth', '$1,500', '50 photos'],
    ['Professional', '$3,000', '100 photos'],
  ])('content package %s costs %s with %s', async (name, price, photos) => {
    await renderRoute(marketingPaths.paidAds);
    const card = packageCard('Content packages', name);
    expect(within(card).getByText(price)).toBeInTheDocument();
    expect(within(card).getByText(photos)).toBeInTheDocument();
  });

  it('the Professional content package includes unlimited revisions within 30 days', async () => {
    await renderRoute(marketingPaths.paidAds);
    expect(
      within(packageCard('Content packages', 'Professional')).getByText(
        'Unlimited revisions within 30 days',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Brand Essentials', '$500'],
    ['Local Brand Optimization', '$1,000'],
    ['Brand Refresh', '$2,000'],
    ['Strategic Brand Alignment', '$3,500'],
    ['Comprehensive Rebrand', '$5,000'],
    ['Long-Term Brand Partnership', '$1,000/month with a 6-month minimum'],
  ])('branding package %s costs %s', async (name, price) => {
    await renderRoute(marketingPaths.paidAds);
    expect(priceOf(packageCard('Branding packages', name))).toBe(price);
  });

  it('shows the ad results: CTR 4.21% against 2.11%, interactions up 328% from 0.88 to 3.77, ROAS 39.6', async () => {
    await renderRoute(marketingPaths.paidAds);
    const results = screen.getByRole('list', { name: 'Advertising results' });
    expect(within(results).getByText('4.21%')).toBeInTheDocument();
    expect(within(results).getByText(/2\.11%/)).toBeInTheDocument();
    expect(within(results).getByText('328%')).toBeInTheDocument();
    expect(within(results).getByText(/0\.88 to 3\.77/)).toBeInTheDocument();
    expect(within(results).getByText('39.6')).toBeInTheDocument();
  });

  it('links its three related services', async () => {
    await renderRoute(marketingPaths.paidAds);
    const related = screen.getByRole('region', { name: 'Related Services' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => hrefOf(link));
    expect(hrefs).toEqual([
      marketingPaths.digitalMarketing,
      marketingPaths.strategyConsulting,
      marketingPaths.marketingHub,
    ]);
  });
});
