import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { selectIsSuperAdmin, type AppStore, type RemoteName } from 'shared-state';
import { Layout, LayoutFallback } from './layout/layout';
import { RemoteErrorBoundary } from './pages/remote-unavailable';
import { UnmatchedRoute } from './pages/unmatched-route';
import { getRemoteStatus, loadRemoteRoutes } from './remotes/remote-loader';
import { remoteForPath, remoteNeedsSuperAdmin } from './remotes/remote-registry';

export const LAYOUT_ROUTE_ID = 'layout';

export const shellRoutes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    element: <Layout />,
    hydrateFallbackElement: <LayoutFallback />,
    children: [{ path: '*', element: <UnmatchedRoute /> }],
  },
];

/** A remote's routes, wrapped so that an error while rendering any of them stays inside the
 * layout as the remote's "temporarily unavailable" message. */
export function remoteRouteBranch(name: RemoteName, routes: RouteObject[]): RouteObject {
  return { id: `remote-${name}`, errorElement: <RemoteErrorBoundary remote={name} />, children: routes };
}

type PatchArgs = { path: string; patch: (routeId: string | null, children: RouteObject[]) => void };

/** Resolves a remote's routes before the navigation commits, the first time the URL enters one
 * of its prefixes. The admin remote is fetched only for a SuperAdmin (the catch-all route
 * redirects everyone else). A remote that cannot be loaded is left unpatched: the catch-all
 * route then shows its unavailable message, and Retry navigates here again. */
export function makeRouteDiscovery(store: AppStore) {
  return async function discoverRemoteRoutes({ path, patch }: PatchArgs): Promise<void> {
    const name = remoteForPath(new URL(path, 'http://site.invalid').pathname);
    if (!name || getRemoteStatus(name).state === 'loaded') return;
    if (remoteNeedsSuperAdmin(name) && !selectIsSuperAdmin(store.getState())) return;
    try {
      const routes = await loadRemoteRoutes(name);
      patch(LAYOUT_ROUTE_ID, [remoteRouteBranch(name, routes)]);
    } catch {
      // Recorded by the loader; UnmatchedRoute renders the unavailable state.
    }
  };
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(shellRoutes, { patchRoutesOnNavigation: makeRouteDiscovery(store) });
}
