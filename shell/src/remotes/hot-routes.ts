import type { RouteObject } from 'react-router';
import { LAYOUT_ROUTE_ID, remoteRouteBranch, type createAppRouter } from '../router';
import { replaceRemoteRoutes } from './remote-loader';
import type { RemoteName } from './remote-registry';

/** What a remote's development build announces on each hot edit (scripts/dev/hot-routes.js). */
export interface RemoteRoutesUpdate {
  remote: RemoteName;
  routes: RouteObject[];
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Development only (`npm run dev -w remotes/<name> -- --site …`): puts a remote's edited routes
 * in place of its branch and renders the page anew where it is, so the edit shows without a
 * reload. The layout keeps its state (the same element); the remote's part is mounted afresh;
 * the other remotes' branches are kept as the router has them. React Router's own route
 * replacement for hot reload (`_internalSetRoutes`) takes effect with the next navigation: here,
 * to the same address (or the one a click is on its way to), without moving the scroll position.
 */
export async function applyRemoteRoutes(
  router: AppRouter,
  { remote, routes }: RemoteRoutesUpdate,
): Promise<void> {
  const branch = remoteRouteBranch(remote, replaceRemoteRoutes(remote, routes));
  const tree = router.routes.map((route) => {
    if (route.id !== LAYOUT_ROUTE_ID) return route;
    const children = route.children ?? [];
    const at = children.findIndex((child) => child.id === branch.id);
    return {
      ...route,
      // A new branch goes last: the routes the router has keep their places (and the ids made
      // from them); the catch-all ranks below any path anyway.
      children: at >= 0 ? children.with(at, branch) : [...children, branch],
    } as RouteObject;
  });
  router._internalSetRoutes(tree);
  // Where the page is going, if a click is on its way (the edit must not undo it), else where
  // it is.
  const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
  await router.navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
}
