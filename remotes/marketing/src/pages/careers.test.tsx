import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { hrefOf, renderRoute } from '../test-helpers';
import { marketingPaths, resumePortalPath } from '../paths';

const openings = [
  {
    title: 'Front-End Developer',
    url: marketingPaths.frontendDeveloper,
    slug: 'frontend-developer',
  },
  { title: 'UX/UI Designer', url: marketingPaths.uxUiDesigner, slug: 'ux-ui-designer' },
  {
    title: 'Marketing Specialist',
    url: marketingPaths.marketingSpecialist,
    slug: 'marketing-specialist',
  },
];

describe('careers', () => {
  it('lists the three remote openings with their detail and apply links', async () => {
    await renderRoute(paths.careers);
    const list = screen.getByRole('region', { name: 'Open positions' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const opening = openings[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(opening.title);
      expect(within(card).getByText('Remote')).toBeInTheDocument();
      expect(
        hrefOf(within(card).getByRole('link', { name: `View details for ${opening.title}` })),
      ).toBe(opening.url);
      expect(hrefOf(within(card).getByRole('link', { name: `Apply for ${opening.title}` }))).toBe(
        resumePortalPath(opening.slug),
      );
    });
  });

  it.each(openings)(
    'the $title page has responsibilities, requirements and apply links',
    async ({ title, url, slug }) => {
      const { heading } = await renderRoute(url);
      expect(heading).toHaveTextContent(title);
      expect(
        within(screen.getByRole('list', { name: 'Responsibilities' })).getAllByRole('listitem')
          .length,
      ).toBeGreaterThanOrEqual(4);
      expect(
        within(screen.getByRole('list', { name: 'Requirements' })).getAllByRole('listitem').length,
      ).toBeGreaterThanOrEqual(4);
      expect(hrefOf(screen.getByRole('link', { name: 'Apply for this position' }))).toBe(
        resumePortalPath(slug),
      );
      expect(hrefOf(screen.getByRole('link', { name: 'Apply Now' }))).toBe(resumePortalPath(slug));
    },
  );

  it('the contact page teases the three openings, each linking to its own page', async () => {
    await renderRoute(paths.contact);
    const teaser = screen.getByRole('region', { name: 'Join our team' });
    const cards = within(teaser).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      openings.map((o) => o.title),
    );
    expect(cards.map((card) => hrefOf(within(card).getByRole('link')))).toEqual(
      openings.map((o) => o.url),
    );
    expect(hrefOf(within(teaser).getByRole('link', { name: 'See all careers' }))).toBe(
      paths.careers,
    );
  });
});
