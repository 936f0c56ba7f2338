/** @jest-environment node */
// A static marketing page as it runs: rendered on the server, hydrated without its code, its
// plain links navigating in the page; and reached by a link, its code loaded before it shows.
import { act, fireEvent, render, within } from '@testing-library/react';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { closePage, openPage, renderOnServer } from '@agency/testing/server-render';
import { staticPage } from './static-page';

/** A page as the server renders a <Link>: a plain anchor; one link leaves the site. */
function AboutPage({ team }: { team: string }) {
  return (
    <section aria-label="About">
      <h1>About {team}</h1>
      <a href="/contact?topic=web#form">Contact us</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </section>
  );
}

function pageRoutes() {
  const load = jest.fn(() => Promise.resolve({ default: AboutPage }));
  const routes: RouteObject[] = [
    { path: '/about', ...staticPage(load, { team: 'the shop' }) },
    { path: '/contact', element: <h1>Contact page</h1> },
  ];
  return { routes, load };
}

/** The server's HTML of /about and the hydration data the render server hands the browser. */
async function serverPage() {
  const { routes } = pageRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://site.test/about'));
  if (context instanceof Response) throw new Error('expected a page');
  const html = await renderOnServer(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
  return { html, loaderData: context.loaderData };
}

afterEach(closePage);

it("keeps the server's page when it hydrates, without loading its code, and its links navigate in the page", async () => {
  const { html, loaderData } = await serverPage();
  expect(html).toContain('<h1>About <!-- -->the shop</h1>');
  const container = openPage(html, 'http://site.test/about');
  const heading = container.querySelector('h1');

  const { routes, load } = pageRoutes();
  const router = createMemoryRouter(routes, {
    initialEntries: ['/about'],
    hydrationData: { loaderData },
  });
  const onRecoverableError = jest.fn();
  render(<RouterProvider router={router} />, { container, hydrate: true, onRecoverableError });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container.querySelector('h1')).toBe(heading);
  expect(load).not.toHaveBeenCalled();
  expect(onRecoverableError).not.toHaveBeenCalled();

  // A click another meaning (a new tab) and a link to another site are the browser's.
  fireEvent.click(within(container).getByText('Contact us'), { ctrlKey: true });
  fireEvent.click(within(container).getByText('Elsewhere'));
  expect(router.state.location.pathname).toBe('/about');

  const click = fireEvent.click(within(container).getByText('Contact us'));
  expect(click).toBe(false); // the browser's own navigation was prevented
  expect(await within(container).findByText('Contact page')).toBeInTheDocument();
  expect(router.state.location).toMatchObject({
    pathname: '/contact',
    search: '?topic=web',
    hash: '#form',
  });
});

it('keeps the current page while the code of a page reached by a link loads, then shows it whole', async () => {
  const container = openPage('', 'http://site.test/');
  let arrive: (module: { default: typeof AboutPage }) => void = () => undefined;
  const load = jest.fn(
    () => new Promise<{ default: typeof AboutPage }>((resolve) => (arrive = resolve)),
  );
  const router = createMemoryRouter(
    [
      { path: '/about', ...staticPage(load, { team: 'the shop' }) },
      { path: '/', element: <Link to="/about">About</Link> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { container });
  fireEvent.click(within(container).getByText('About'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(load).toHaveBeenCalledTimes(1);
  expect(router.state.navigation.state).toBe('loading');
  expect(router.state.location.pathname).toBe('/');
  expect(within(container).getByText('About')).toBeInTheDocument();

  await act(async () => arrive({ default: AboutPage }));
  expect(router.state.location.pathname).toBe('/about');
  expect(within(container).getByRole('heading', { name: 'About the shop' })).toBeInTheDocument();
});
