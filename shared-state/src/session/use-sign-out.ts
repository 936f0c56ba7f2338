import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useNavigate,
  type Blocker,
} from 'react-router';
import { paths } from '../paths';
import { useAppDispatch } from '../store/hooks';
import { logOut } from './session-thunks';

function isAsking(blockers: Map<string, Blocker>): boolean {
  for (const blocker of blockers.values()) if (blocker.state !== 'unblocked') return true;
  return false;
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
  // The key of the location a sign-out started from while a blocker asks whether to leave it.
  const waitingAt = useRef<string | null>(null);
  // What React has committed of this component: the location it last rendered, or that it is gone.
  const committed = useRef({ key: routerState?.location.key, gone: false, changed: () => {} });

  useEffect(() => {
    committed.current.key = routerState?.location.key;
    committed.current.changed();
    if (waitingAt.current === null || !routerState) return;
    if (routerState.location.key !== waitingAt.current) {
      // Effects run after the commit: the guarded page is gone before the session clears.
      waitingAt.current = null;
      void dispatch(logOut());
    } else if (!isAsking(routerState.blockers)) {
      waitingAt.current = null;
    }
  }, [dispatch, routerState]);

  useEffect(() => {
    const state = committed.current;
    state.gone = false;
    return () => {
      state.gone = true;
      state.changed();
    };
  }, []);

  return useCallback(async () => {
    const from = router?.state.location.key;
    await navigate(paths.home);
    if (!router) {
      await dispatch(logOut());
      return;
    }
    if (router.state.location.key !== from) {
      await new Promise<void>((resolve) => {
        const state = committed.current;
        state.changed = () => {
          if (!state.gone && state.key === from) return;
          state.changed = () => {};
          resolve();
        };
        state.changed();
      });
      await dispatch(logOut());
      return;
    }
    if (isAsking(router.state.blockers)) waitingAt.current = router.state.location.key;
  }, [dispatch, navigate, router]);
}
