import { screen, within } from '@testing-library/react';

import { expectSectionHeadings, hrefOf, packageCard, priceOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('comprehensive shop growth solutions page', () => {
  it.each([
    ['Starter Strategy', '$500'],
    ['Growth Accelerator', '$1,500'],
    ['Market Builder', '$3,000'],
    ['High-Performance Strategy', '$6,000'],
    ['Elite Growth Package', '$8,000'],
    ['Revolution Package', 'starting at $10,000'],
  ])('managed package %s costs %s per month', async (name, price) => {
    await renderRoute(marketingPaths.marketingHub);
    const card = packageCard('Managed growth packages', name);
    expect(priceOf(card)).toBe(price);
    expect(within(card).getByText('per month')).toBeInTheDocument();
  });

  it('states the inclusions of the two lower tiers', async () => {
    await renderRoute(marketingPaths.marketingHub);
    const starter = packageCard('Managed growth packages', 'Starter Strategy');
    expect(within(starter).getByText('4 posts per month')).toBeInTheDocument();
    expect(
      within(starter).getByText('Up to 5 reviews per month requested and answered'),
    ).toBeInTheDocument();
    const growth = packageCard('Managed growth packages', 'Growth Accelerator');
    expect(
      within(growth).getByText('8 posts per month plus 2 blog articles or emails'),
    ).toBeInTheDocument();
    expect(
      within(growth).getByText('Up to 10 reviews per month requested and answered'),
    ).toBeInTheDocument();
  });

  it('has pain points, integrated solutions, culture, the free-month offer and a four-step process', async () => {
    await renderRoute(marketingPaths.marketingHub);
    expectSectionHeadings([
      'Sound familiar?',
      'Integrated solutions',
      'Culture and identity',
      'Earn your first month free',
      'Our partnership process',
    ]);
    expect(
      screen.getByText(/leave an honest testimonial .* your first month of service is free/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Our partnership process' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
    const related = screen.getByRole('region', { name: 'Related Services' });
    expect(within(related).getAllByRole('link').map(hrefOf)).toEqual([
      marketingPaths.webDevelopment,
      marketingPaths.digitalMarketing,
      marketingPaths.strategyConsulting,
    ]);
  });
});
