import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Link, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore } from '@agency/shared-state';
import './theme/tokens.css';
import styles from './standalone-frame.module.css';

/** A remote's own page when it runs without the shell: its routes in a minimal frame with
 * its own store, so a team can develop and test the remote alone. It creates the router and
 * the store's Provider from the packages themselves, which lint allows here only: on a
 * standalone page the remote's own copy of @agency/shared-state is the one running, built into the same
 * bundle as this file, so both reach the same router and react-redux modules. */
export function mountStandalone(element: HTMLElement, routes: RouteObject[], name: string): void {
  // Loaded on demand, so the font's @font-face stays out of the CSS the shell's pages load.
  void import('./theme/fonts.css');
  const store = makeStore(() => import('@agency/shared-state/api'));
  const router = createBrowserRouter([
    {
      element: (
        <div className={styles.frame}>
          <header className={styles.bar}>
            <strong>{name}</strong> <span>standalone</span> <Link to="/">/</Link>
          </header>
          <main id="main" className={styles.main}>
            <Outlet />
          </main>
        </div>
      ),
      // Shown while a lazy page's code loads on the first render.
      hydrateFallbackElement: <p aria-busy="true">Loading…</p>,
      children: [
        ...routes,
        { path: '*', element: <p>No route of the {name} remote matches this path.</p> },
      ],
    },
  ]);
  document.documentElement.dataset.theme = 'light';
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
