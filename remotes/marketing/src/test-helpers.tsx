import { screen, within } from '@testing-library/react';
import { renderWithProviders, type ProvidersOptions } from '@agency/testing';
import routes from './routes';

/** Renders the remote's real route table at `route`, as the shell does, and waits for the
 * lazily loaded page's h1. */
export async function renderRoute(
  route: string,
  options: Omit<ProvidersOptions, 'routes' | 'route'> = {},
) {
  const rendered = renderWithProviders(null, { ...options, routes, route });
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  return { ...rendered, heading };
}

/** Fails unless the page shows a section heading (h2) with each of these names. */
export function expectSectionHeadings(names: readonly (string | RegExp)[]) {
  for (const name of names)
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
}

/** The package card (an article named by its heading) inside the list with that label. */
export function packageCard(listLabel: string, packageName: string): HTMLElement {
  const list = screen.getByRole('list', { name: listLabel });
  return within(list).getByRole('article', { name: packageName });
}

/** The href a link points to, relative to the site. */
export function hrefOf(link: HTMLElement): string | null {
  return link.getAttribute('href');
}

/** A package card's price line as a visitor reads it ("$63/month over 24 months"). */
export function priceOf(card: HTMLElement): string | null | undefined {
  return card.querySelector('[data-price]')?.textContent;
}
