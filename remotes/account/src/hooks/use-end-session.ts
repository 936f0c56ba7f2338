import { useCallback, useRef } from 'react';
import {
  useNavigate,
  paths,
  sessionSlice,
  TOKEN_KEY,
  USER_KEY,
  useAppDispatch,
} from 'shared-state';
import { baseApi } from 'shared-state/api';
import { noticeSent } from '../notice-slice';

/** Ends a session the server no longer accepts (no token, or a 401): clears the stored token
 * and user and the session, and sends the user to /account with the reason. No logout call is
 * made: the token is already missing or invalid. */
export function useEndSession(): (reason: string) => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const ending = useRef(false);
  return useCallback(
    async (reason: string) => {
      if (ending.current) return;
      ending.current = true;
      dispatch(noticeSent({ path: paths.account, text: reason, tone: 'error' }));
      try {
        localStorage.removeItem(TOKEN_KEY);
        localStorage.removeItem(USER_KEY);
      } catch {
        // Storage blocked by the browser: nothing stored to clear.
      }
      dispatch(sessionSlice.actions.loggedOut());
      dispatch(baseApi.util.resetApiState());
      // The route guard redirects to /account as the session ends; this covers a page that
      // is not behind one.
      await navigate(paths.account, { replace: true });
    },
    [navigate, dispatch],
  );
}
