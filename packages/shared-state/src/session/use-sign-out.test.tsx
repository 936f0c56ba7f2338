import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RequireAuth } from '../routing/guards';
import { loadApi } from '@agency/testing';
import { makeStore } from '../store/store';
import { useSignOut } from './use-sign-out';

function Dashboard() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** The home page arrives late: its code is still loading when the router has already moved,
 * as when the marketing remote is fetched on the way home from a directly opened dashboard. */
function slowHome(ms: number) {
  return lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>Home</h1> }), ms),
      ),
  );
}

function renderDashboard() {
  const Home = slowHome(50);
  const router = createMemoryRouter(
    [
      // A loader makes React Router commit the new page in a transition, which React holds
      // back while the page's code loads: the dashboard stays on screen meanwhile.
      { path: '/', loader: () => null, element: <Home /> },
      { path: '/account', element: <h1>Account</h1> },
      { element: <RequireAuth />, children: [{ path: '/user/profile', element: <Dashboard /> }] },
    ],
    { initialEntries: ['/user/profile'] },
  );
  const store = makeStore(loadApi, {
    session: { user: { username: 'u', email: 'u@x.io', role: 'User' }, isLoggedIn: true },
  });
  render(
    <Provider store={store}>
      <Suspense fallback={<p>Loading…</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>,
  );
  return { router, store };
}

describe('useSignOut', () => {
  it('clears the session only once the home page has replaced the guarded page', async () => {
    const { router, store } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    // The router is home already, but the dashboard is still shown: still signed in, or the
    // guard would send the visitor to /account.
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.isLoggedIn).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.isLoggedIn).toBe(false);
  });
});
