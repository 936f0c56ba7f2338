import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { configureSite, makeStore } from 'shared-state';
import 'shared-state/tokens.css';
import { registerRemoteManifests } from './remotes/remote-loader';
import { loadRuntimeConfig } from './remotes/runtime-config';
import { createAppRouter } from './router';
import { ThemeProvider } from './theme/theme';

async function start() {
  const runtime = await loadRuntimeConfig();
  configureSite(runtime.siteConfig);
  registerRemoteManifests(runtime.remotes);
  const store = makeStore();
  const router = createAppRouter(store);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
