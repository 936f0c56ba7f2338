import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { expectSectionHeadings, hrefOf, packageCard, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('digital marketing and reputation management page', () => {
  it.each([
    [
      'Local SEO and reputation',
      'Starter',
      '$500',
      [
        'Listings on up to 3 industry directories',
        'Up to 10 reviews per month requested and answered',
      ],
    ],
    ['Social media', 'Cruise Control', '$750', ['2-3 social posts per week']],
    [
      'Local SEO and reputation',
      'Turbo Boost',
      '$1,000',
      ['Listings on up to 6 directories', 'Up to 25 reviews per month requested and answered'],
    ],
    ['Social media', 'Performance Package', '$1,500', ['4-5 posts per week']],
    [
      'Local SEO and reputation',
      'Full Throttle',
      '$2,500',
      ['Listings on 10+ niche automotive directories', 'Unlimited reviews requested and answered'],
    ],
    ['Social media', 'The Ultimate Drive', '$3,500', ['Daily posting across your channels']],
  ])('%s: %s costs %s per month', async (group, name, price, inclusions) => {
    await renderRoute(marketingPaths.digitalMarketing);
    const card = packageCard(group, name);
    expect(within(card).getByText(price)).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    for (const inclusion of inclusions)
      expect(within(card).getByText(inclusion)).toBeInTheDocument();
  });

  it('shows the local SEO case study: calls up 11.6% and position 29 to 26', async () => {
    await renderRoute(marketingPaths.digitalMarketing);
    const results = screen.getByRole('list', { name: 'Local SEO results' });
    expect(within(results).getByText('11.6%')).toBeInTheDocument();
    expect(within(results).getByText('More phone calls')).toBeInTheDocument();
    expect(within(results).getByText(/from 29 to 26/)).toBeInTheDocument();
  });

  it('has its sections, a three-step process and the two calls to action to /contact', async () => {
    await renderRoute(marketingPaths.digitalMarketing);
    expect(
      within(screen.getByRole('list', { name: 'Our digital marketing process' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    expectSectionHeadings([
      /Local SEO/,
      /Case study/,
      /three-step process/,
      /Social media plus local search/,
      /tools we use/,
      /month with us works/,
      /Monthly packages/,
      /Related Services/,
    ]);
    expect(hrefOf(screen.getByRole('link', { name: 'Get Started' }))).toBe(paths.contact);
    expect(hrefOf(screen.getByRole('link', { name: 'Start Your Journey Now' }))).toBe(
      paths.contact,
    );
  });
});
