import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  attachedApi,
  recordLeadSource,
  restoreSession,
  sessionSlice,
  useAppDispatch,
  type AppStore,
} from 'shared-state';
import 'site-ui/fonts.css';
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
    const api = attachedApi();
    if (session.isLoggedIn && api) dispatch(api.util.invalidateTags(['Post', 'Comment']));
    // How this visit arrived, read now that the page is live (docs/lead-source.md).
    recordLeadSource();
    document.documentElement.dataset.hydrated = 'true';
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
