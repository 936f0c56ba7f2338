import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@agency/shared-state';
import '@agency/ui/fonts.css';
import { StartLivePage, useStartLivePage } from './boot/live-page';
import { ThemeProvider } from './theme/theme';

/** Hands the live page's start to the layout, which calls it once every part is hydrated. */
function LivePageStart({ children }: { children: ReactNode }) {
  return <StartLivePage value={useStartLivePage()}>{children}</StartLivePage>;
}

/** The providers around the router, the same on the server and in the browser. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <LivePageStart>
          <ThemeProvider>{children}</ThemeProvider>
        </LivePageStart>
      </Provider>
    </StrictMode>
  );
}
