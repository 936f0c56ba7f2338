import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useNavigate,
  type Blocker,
  type RouterState,
} from 'react-router';
import { paths } from '../paths';
import { useAppDispatch } from '../store/hooks';
import { logOut } from './session-thunks';

function isAsking(blockers: Map<string, Blocker>): boolean {
  for (const blocker of blockers.values()) if (blocker.state !== 'unblocked') return true;
  return false;
}

/** Still at `key` with nothing pending: no navigation under way and no blocker asking (a
 * blocker's "stay" was the answer). */
function stayedAt(state: RouterState, key: string): boolean {
  return (
    state.location.key === key && state.navigation.state === 'idle' && !isAsking(state.blockers)
  );
}

/** Logout and Sign out: go home, then revoke the token and clear the session. Leaving first matters: on a
 * protected page the guard would otherwise send the visitor to /account instead of home.
 *
 * "Left" means React has committed the new page, not only that the router has moved: React Router
 * commits a navigation with loaders or routes still to discover in a transition, which React holds
 * back while the new page's code loads, with the guarded page still mounted. So the session is
 * cleared once this component has rendered another location, or has gone with the page it was on.
 *
 * A page with unsaved changes blocks the navigation (React Router's `useBlocker`), and `navigate`
 * then returns at once without leaving. If they choose to stay, they stay signed in; if they
 * choose to leave, the sign-out follows once the home page has rendered. The data-router contexts
 * (exported as `UNSAFE_`, the router's own state) are the only place the blocker's answer can be
 * read from outside the page that blocks. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const router = useContext(DataRouterContext)?.router;
  const routerState = useContext(DataRouterStateContext);
  // The key of the location a sign-out started from, until the visitor has left it or stays.
  const leaving = useRef<string | null>(null);

  // Effects run after the commit: when another location has been rendered, the guarded page is
  // gone before the session clears.
  useEffect(() => {
    if (leaving.current === null || !routerState) return;
    if (routerState.location.key !== leaving.current) {
      leaving.current = null;
      void dispatch(logOut());
    } else if (stayedAt(routerState, leaving.current)) {
      leaving.current = null;
    }
  }, [dispatch, routerState]);

  // A component on the page being left goes in the commit that renders the new one.
  useEffect(
    () => () => {
      if (leaving.current === null) return;
      leaving.current = null;
      void dispatch(logOut());
    },
    [dispatch],
  );

  return useCallback(async () => {
    if (!router) {
      await dispatch(logOut());
      return;
    }
    const from = router.state.location.key;
    leaving.current = from;
    await navigate(paths.home);
    if (stayedAt(router.state, from)) leaving.current = null;
  }, [dispatch, navigate, router]);
}
