import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { hrefOf, renderRoute } from '../test-helpers';
import { marketingPaths } from '../paths';

describe('services overview', () => {
  it('shows six cards: the five service routes plus Contact Us', async () => {
    await renderRoute(paths.services);
    const section = screen.getByRole('region', { name: 'How we can help' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => hrefOf(within(card).getByRole('link')))).toEqual([
      marketingPaths.paidAds,
      marketingPaths.webDevelopment,
      marketingPaths.digitalMarketing,
      marketingPaths.strategyConsulting,
      marketingPaths.marketingHub,
      paths.contact,
    ]);
    cards.forEach((card) => {
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(card.querySelector('svg')).not.toBeNull();
    });
  });

  it('has the testimonials call, a FAQ with answers and the blog teaser', async () => {
    const { user } = await renderRoute(paths.services);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Share your experience' }),
    ).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByText('Do I have to sign a long contract?');
    await user.click(question);
    expect(
      within(faq).getByText(/Website maintenance is optional and can be cancelled anytime/),
    ).toBeVisible();
    expect(hrefOf(screen.getByRole('link', { name: 'Read the Blog' }))).toBe(paths.blog);
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).map(hrefOf)).toEqual([
      paths.contact,
      paths.contact,
    ]);
  });
});
