import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  attachedApi,
  recordLeadSource,
  restoreSession,
  sessionSlice,
  useAppDispatch,
  type AppStore,
} from '@agency/shared-state';
import '@agency/ui/fonts.css';
import { ThemeProvider } from './theme/theme';

/** Reads the session from localStorage once the page is hydrated (the server cannot see it, so
 * the first render is the logged-out one the server sent). A signed-in visitor then gets the
 * posts and comments on the page (if it shows any) fresh: the server's copy may be a few
 * seconds old and miss the visitor's own vote or comment. Records the visit's lead source, then
 * marks <html data-hydrated> for tests and tools. */
function SessionRestorer() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const session = restoreSession();
    dispatch(sessionSlice.actions.restored(session));
    // How this visit arrived, read now that the page is live (docs/lead-source.md).
    recordLeadSource();
    document.documentElement.dataset.hydrated = 'true';
    const api = attachedApi();
    if (!session.isLoggedIn || !api) return;
    // A task later, once the page's own effects have run: RTK Query drops an invalidated entry
    // that no component has subscribed to yet (they subscribe in their effects, after this one),
    // so invalidating now would blank the post the server rendered and draw it anew, losing
    // what the reader pressed meanwhile. Subscribed, it is refetched and stays on screen.
    const timer = setTimeout(() => dispatch(api.util.invalidateTags(['Post', 'Comment'])));
    return () => clearTimeout(timer);
  }, [dispatch]);
  return null;
}

/** The providers around the router, the same on the server and in the browser. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <SessionRestorer />
        <ThemeProvider>{children}</ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
