import { useCallback, useRef } from 'react';
import { useNavigate, paths, endSession, useAppDispatch } from '@agency/shared-state';
import { noticeSent } from '../notice-slice';

/** Ends a session the server no longer accepts (no token, or a 401): @agency/shared-state's
 * endSession() clears the stored session and the cached replies, and the user goes to
 * /account with the reason. No logout call is made: the token is already missing or invalid. */
export function useEndSession(): (reason: string) => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const ending = useRef(false);
  return useCallback(
    async (reason: string) => {
      if (ending.current) return;
      ending.current = true;
      dispatch(noticeSent({ path: paths.account, text: reason, tone: 'error' }));
      dispatch(endSession());
      // The route guard redirects to /account as the session ends; this covers a page that
      // is not behind one.
      await navigate(paths.account, { replace: true });
    },
    [navigate, dispatch],
  );
}
