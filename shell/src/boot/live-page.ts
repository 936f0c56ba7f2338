import { createContext, useCallback } from 'react';
import {
  attachedApi,
  recordLeadSource,
  restoreSession,
  sessionSlice,
  useAppDispatch,
} from '@agency/shared-state';

/**
 * What happens once the server's page is live, every part of it hydrated: the session is read
 * from localStorage (the server cannot see it, so every part first rendered the logged-out page
 * the server sent), the visit's lead source is recorded (docs/lead-source.md), and
 * <html data-hydrated> is set for tests and tools. A signed-in visitor then gets the posts and
 * comments on the page (if it shows any) fresh: the server's copy may be a few seconds old and
 * miss the visitor's own vote or comment. Returns the function that does it.
 */
export function useStartLivePage(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    const session = restoreSession();
    dispatch(sessionSlice.actions.restored(session));
    recordLeadSource();
    document.documentElement.dataset.hydrated = 'true';
    const api = attachedApi();
    if (!session.isLoggedIn || !api) return;
    // A task later, once the session's render has run its effects: RTK Query drops an
    // invalidated entry that no component is subscribed to, so invalidating before the page's
    // components subscribe would blank the post the server rendered and draw it anew, losing
    // what the reader pressed meanwhile. Subscribed, it is refetched and stays on screen.
    setTimeout(() => dispatch(api.util.invalidateTags(['Post', 'Comment'])));
  }, [dispatch]);
}

/** What the layout calls once every part of the page is live (nothing outside the App: a
 * test's router alone keeps the session it was given). */
export const StartLivePage = createContext<(() => void) | undefined>(undefined);
