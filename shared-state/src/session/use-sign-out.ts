import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { useAppDispatch } from '../store/hooks';
import { logOut } from './session-thunks';

/** Logout and Sign out: go home, then revoke the token and clear the session. Leaving first matters: on a
 * protected page the guard would otherwise send the visitor to /account instead of home. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // flushSync: React Router otherwise renders the new route in a transition, and the old
    // guarded page would still be mounted when the session clears.
    await navigate(paths.home, { flushSync: true });
    await dispatch(logOut());
  }, [dispatch, navigate]);
}
