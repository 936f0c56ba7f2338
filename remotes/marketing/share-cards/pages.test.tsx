import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteObject } from '@agency/shared-state';
import IllustrationScene from '../src/components/illustration-scene';
import routes from '../src/routes';
import { renderRoute } from '../src/test-helpers';
import { pageCards } from './pages';

/** The paths the render server lists in the sitemap (shell/src/server/discovery.ts,
 * staticPaths): concrete paths not marked `handle: { sitemap: false }`. */
function sitemapPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const handle = route.handle as { sitemap?: boolean } | undefined;
    if (handle?.sitemap === false) return [];
    const own =
      route.path && !route.path.includes(':') && !route.path.includes('*') ? [route.path] : [];
    return [...own, ...sitemapPaths(route.children ?? [])];
  });
}

/** The scenes a page without art of its own borrows: its section's. */
const borrowed = new Set(['careers', 'about']);

it('every page of the sitemap has one card, and no card is for another page', () => {
  const cardPaths = pageCards.map((card) => card.path);
  expect(new Set(cardPaths).size).toBe(cardPaths.length);
  expect([...cardPaths].sort()).toEqual([...sitemapPaths(routes)].sort());
});

describe.each(pageCards)('the card of $path', (card) => {
  it('shows the page’s h1 and the art of its hero', async () => {
    const { heading } = await renderRoute(card.path);
    expect(card.title).toBe(heading.textContent);
    const hero = heading.closest('section')!.querySelector<SVGElement>('svg[role="img"]');
    if (!hero) {
      expect(borrowed).toContain(card.art);
      return;
    }
    await waitFor(() => expect(hero.innerHTML).not.toBe(''));
    // (The DOM writes a style attribute its own way.)
    const markup = (html: string) =>
      html.replace(/style="([^"]*)"/g, (_all, style: string) => style.replace(/[\s;]/g, ''));
    expect(markup(hero.innerHTML)).toBe(
      markup(renderToStaticMarkup(<IllustrationScene name={card.art} />)),
    );
    // A case study's picture is named for the study only; its card says what it shows.
    if (!hero.getAttribute('aria-label')!.startsWith('Illustration for the'))
      expect(card.artLabel).toBe(hero.getAttribute('aria-label'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
