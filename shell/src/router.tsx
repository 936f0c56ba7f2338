import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { selectIsStaff, type AppStore } from '@agency/shared-state';
import { Layout } from './layout/layout';
import { RemoteErrorBoundary, RemoteUnavailable } from './pages/remote-unavailable';
import { UnmatchedRoute } from './pages/unmatched-route';
import { getRemoteStatus, loadRemoteRoutes, markRemoteFailed } from './remotes/remote-loader';
import {
  remoteForPath,
  remoteNeedsSuperAdmin,
  remotePrefixes,
  type RemoteName,
} from './remotes/remote-registry';

export const LAYOUT_ROUTE_ID = 'layout';

/** A remote's routes, wrapped so that an error while rendering any of them stays inside the
 * layout as the remote's "temporarily unavailable" message. */
export function remoteRouteBranch(name: RemoteName, routes: RouteObject[]): RouteObject {
  return {
    id: `remote-${name}`,
    errorElement: <RemoteErrorBoundary remote={name} />,
    children: routes,
  };
}

/** Routes that show a remote's unavailable message on every path it owns (the server's answer
 * when the remote's server container cannot be loaded or fails while rendering). */
export function unavailableRemoteBranch(name: RemoteName): RouteObject {
  return {
    id: `remote-${name}-unavailable`,
    children: (remotePrefixes[name] ?? []).flatMap((prefix) =>
      (prefix === '/' ? ['/'] : [prefix, `${prefix}/*`]).map((path) => ({
        path,
        element: <RemoteUnavailable remote={name} />,
      })),
    ),
  };
}

/** The whole route tree: the layout (rendered once, never swapped) around the branches of the
 * remotes known so far and the catch-all (404, admin redirect, unavailable). The browser adds
 * further remotes' branches as the visitor enters their paths. */
export function createShellRoutes(branches: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <Layout />,
      children: [...branches, { id: 'unmatched', path: '*', element: <UnmatchedRoute /> }],
    },
  ];
}

type PatchArgs = { path: string; patch: (routeId: string | null, children: RouteObject[]) => void };

/** Resolves a remote's routes before the navigation commits, the first time the URL enters one
 * of its prefixes (or joins those loaded ahead of the click: a preload, "Try again"). The admin
 * remote is fetched only for the staff (the catch-all route redirects everyone else). A remote
 * that cannot be loaded is left unpatched: the catch-all route then shows its unavailable
 * message, and "Try again" loads it and navigates here again. The router skips a branch it
 * already has (same id). */
export function makeRouteDiscovery(store: AppStore) {
  return async function discoverRemoteRoutes({ path, patch }: PatchArgs): Promise<void> {
    const name = remoteForPath(new URL(path, 'http://site.invalid').pathname);
    if (!name) return;
    if (remoteNeedsSuperAdmin(name) && !selectIsStaff(store.getState())) return;
    const status = getRemoteStatus(name);
    if (status.state === 'loaded') {
      patch(LAYOUT_ROUTE_ID, [remoteRouteBranch(name, status.routes)]);
      return;
    }
    try {
      const routes = await loadRemoteRoutes(name);
      patch(LAYOUT_ROUTE_ID, [remoteRouteBranch(name, routes)]);
    } catch {
      // Recorded by the loader; UnmatchedRoute renders the unavailable state.
    }
  };
}

/** Loads the code of the routes matching `pathname` (their `lazy` parts) into the route objects,
 * so the router starts with everything the server rendered and hydrates without a fallback. */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

export interface InitialRoutes {
  routes: RouteObject[];
  remote: RemoteName | null;
}

/** The route tree for the page the browser opened: the shell's, plus the branch of the remote
 * owning the URL, loaded before the first render (the admin remote only when the session stored
 * in this browser is the staff's: SuperAdmin, Editor or Author). */
export async function loadInitialRoutes(
  pathname: string,
  isStaff: boolean,
): Promise<InitialRoutes> {
  const remote = remoteForPath(pathname);
  const branches: RouteObject[] = [];
  if (remote && (!remoteNeedsSuperAdmin(remote) || isStaff)) {
    try {
      branches.push(remoteRouteBranch(remote, await loadRemoteRoutes(remote)));
    } catch {
      // Recorded by the loader: the catch-all shows the unavailable message with "Try again".
    }
  }
  const routes = createShellRoutes(branches);
  try {
    await resolveLazyMatches(routes, pathname);
  } catch (error) {
    // The page's own chunk failed after its tries: the remote shows its unavailable message,
    // and "Try again" loads it anew (the router never saw these routes).
    if (!remote) throw error;
    console.error(`The ${remote} remote could not be loaded`, error);
    markRemoteFailed(remote, error);
    return { routes: createShellRoutes(), remote };
  }
  return { routes, remote };
}

export function createAppRouter(
  store: AppStore,
  routes: RouteObject[] = createShellRoutes(),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: makeRouteDiscovery(store),
    hydrationData,
  });
}
