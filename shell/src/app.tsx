import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { restoreSession, sessionSlice, useAppDispatch, type AppStore } from 'shared-state';
import { ThemeProvider } from './theme/theme';

/** Reads the session from localStorage once the page is hydrated (the server cannot see it, so
 * the first render is the logged-out one the server sent). */
function SessionRestorer() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionSlice.actions.restored(restoreSession()));
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
