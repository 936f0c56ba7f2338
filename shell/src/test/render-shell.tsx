import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore, type RootState } from '@agency/shared-state';
import { loadApi } from '@agency/testing';
import { StartLivePage } from '../boot/live-page';
import { createShellRoutes, makeRouteDiscovery } from '../router';
import { ThemeProvider } from '../theme/theme';

/** The real shell (layout, catch-all, remote discovery) on a memory router; resolves once the
 * first route has been discovered, so queries see the real layout, not the fallback frame.
 * `startLivePage` is what the layout calls once every part of it is live (the App's, by default
 * none). */
export async function renderShell(
  route: string,
  preloadedState?: Partial<RootState>,
  startLivePage?: () => void,
) {
  const store = makeStore(loadApi, preloadedState);
  const router = createMemoryRouter(createShellRoutes(), {
    initialEntries: [route],
    patchRoutesOnNavigation: makeRouteDiscovery(store),
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider>
        <StartLivePage value={startLivePage}>
          <RouterProvider router={router} />
        </StartLivePage>
      </ThemeProvider>
    </Provider>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return { store, router, user, ...view };
}
