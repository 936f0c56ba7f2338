import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore, type RootState } from '@agency/shared-state';
import { loadApi } from '@agency/testing';
import { createShellRoutes, makeRouteDiscovery } from '../router';
import { ThemeProvider } from '../theme/theme';

/** The real shell (layout, catch-all, remote discovery) on a memory router; resolves once the
 * first route has been discovered, so queries see the real layout, not the fallback frame. */
export async function renderShell(route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(loadApi, preloadedState);
  const router = createMemoryRouter(createShellRoutes(), {
    initialEntries: [route],
    patchRoutesOnNavigation: makeRouteDiscovery(store),
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return { store, router, user, ...view };
}
