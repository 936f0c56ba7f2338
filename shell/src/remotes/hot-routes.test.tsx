// A remote developed against the site (npm run dev -- --site) announces each hot edit of its
// routes; the shell puts them in place of the remote's branch and renders the same address anew:
// the edit shows, the layout is not mounted again, the other branches stay.
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { LAYOUT_ROUTE_ID, remoteRouteBranch } from '../router';
import { applyRemoteRoutes } from './hot-routes';
import { getRemoteStatus } from './remote-loader';

let layoutMounts = 0;
let showAbout: () => void = () => undefined;
let aboutPage: Promise<Pick<RouteObject, 'Component'>>;
function Frame() {
  useEffect(() => {
    layoutMounts += 1;
  }, []);
  return (
    <main>
      <Outlet />
    </main>
  );
}

function site(path: string) {
  const routes: RouteObject[] = [
    {
      id: LAYOUT_ROUTE_ID,
      element: <Frame />,
      children: [
        remoteRouteBranch('blog', [{ path: '/blog', element: <p>Blog, as built</p> }]),
        remoteRouteBranch('marketing', [
          { path: '/', element: <p>Home</p> },
          { path: '/about', lazy: () => aboutPage },
        ]),
        { id: 'unmatched', path: '*', element: <p>Not found</p> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  layoutMounts = 0;
  aboutPage = new Promise((resolve) => {
    showAbout = () => resolve({ Component: () => <p>About us</p> });
  });
});

test("an edit of the page's remote shows in place, the layout kept and the address the same", async () => {
  const router = site('/blog?tag=seo');
  expect(await screen.findByText('Blog, as built')).toBeVisible();
  const edited: RouteObject[] = [
    { path: '/blog', lazy: async () => ({ Component: () => <p>Blog, edited</p> }) },
  ];

  await act(() => applyRemoteRoutes(router as never, { remote: 'blog', routes: edited }));

  expect(await screen.findByText('Blog, edited')).toBeVisible();
  expect(screen.queryByText('Blog, as built')).toBeNull();
  expect(layoutMounts).toBe(1);
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.state.location.search).toBe('?tag=seo');
  expect(getRemoteStatus('blog').state).toBe('loaded');

  // The other remote's branch is still there.
  await act(() => router.navigate('/'));
  expect(await screen.findByText('Home')).toBeVisible();
});

test('the routes of a remote the router has not loaded yet are added', async () => {
  const router = site('/');
  expect(await screen.findByText('Home')).toBeVisible();

  await act(() =>
    applyRemoteRoutes(router as never, {
      remote: 'account',
      routes: [{ path: '/login', element: <p>Sign in, edited</p> }],
    }),
  );
  await act(() => router.navigate('/login'));

  expect(await screen.findByText('Sign in, edited')).toBeVisible();
  expect(layoutMounts).toBe(1);
});

test('an edit that arrives while a click is on its way does not undo the click', async () => {
  const router = site('/blog');
  expect(await screen.findByText('Blog, as built')).toBeVisible();
  // The click: its page's code is still loading.
  const click = router.navigate('/about');
  expect(router.state.navigation.location?.pathname).toBe('/about');

  const applied = applyRemoteRoutes(router as never, {
    remote: 'blog',
    routes: [{ path: '/blog', element: <p>Blog, edited</p> }],
  });
  showAbout();
  await act(() => Promise.all([click, applied]));

  expect(await screen.findByText('About us')).toBeVisible();
  expect(router.state.location.pathname).toBe('/about');
});
