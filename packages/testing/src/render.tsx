import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore, type AppStore, type RootState } from '@agency/shared-state';

/** The store's api loader, as the shell hands it in. */
export const loadApi = () => import('@agency/shared-state/api');

export interface ProvidersOptions extends Omit<RenderOptions, 'queries'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** Route pattern the element is mounted at (default '*'). */
  path?: string;
  /** Render these route objects (a remote's real routes) instead of one element. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with a real store and a real data router, as the apps do. Returns the store, the
 * router (to assert where a redirect went) and a user-event instance. */
export function renderWithProviders(ui: ReactElement | null, options: ProvidersOptions = {}) {
  const {
    route = '/',
    path = '*',
    routes,
    preloadedState,
    store = makeStore(loadApi, preloadedState),
    ...renderOptions
  } = options;
  const routeObjects: RouteObject[] = routes ?? [{ path, element: ui }];
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p aria-busy="true">Loading…</p>,
        children: [
          ...routeObjects,
          { path: '*', element: <p data-testid="unmatched-route">unmatched route</p> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    renderOptions,
  );
  return { store, router, user, ...result };
}
