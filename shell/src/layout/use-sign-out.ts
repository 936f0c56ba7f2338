import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut, paths, useAppDispatch } from 'shared-state';

/** Logout: revoke the token, clear the session, go home. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logOut());
    await navigate(paths.home);
  }, [dispatch, navigate]);
}
