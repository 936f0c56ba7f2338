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
 * The session is cleared only once the visitor has left: a page with unsaved changes blocks the
 * navigation (React Router's `useBlocker`), and `navigate` then returns at once without leaving.
 * If they choose to stay, they stay signed in; if they choose to leave, the sign-out follows once the
 * home page has rendered. The data-router contexts (exported as `UNSAFE_`, the router's own
 * state) are the only place the blocker's answer can be read from outside the page that blocks. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const router = useContext(DataRouterContext)?.router;
  const routerState = useContext(DataRouterStateContext);
  // The key of the location a sign-out started from while a blocker asks whether to leave it.
  const waitingAt = useRef<string | null>(null);

  useEffect(() => {
    if (waitingAt.current === null || !routerState) return;
    if (routerState.location.key !== waitingAt.current) {
      // Effects run after the commit: the guarded page is gone before the session clears.
      waitingAt.current = null;
      void dispatch(logOut());
    } else if (!isAsking(routerState.blockers)) {
      waitingAt.current = null;
    }
  }, [dispatch, routerState]);

  return useCallback(async () => {
    const from = router?.state.location.key;
    // flushSync: React Router otherwise renders the new route in a transition, and the old
    // guarded page would still be mounted when the session clears.
    await navigate(paths.home, { flushSync: true });
    if (!router || router.state.location.key !== from) {
      await dispatch(logOut());
      return;
    }
    if (isAsking(router.state.blockers)) waitingAt.current = router.state.location.key;
  }, [dispatch, navigate, router]);
}
