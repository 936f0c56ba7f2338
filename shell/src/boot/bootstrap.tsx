import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import {
  configureSite,
  hydrateApiState,
  makeStore,
  readStoredStaff,
  selectIsStaff,
  UNRESTORED_SESSION,
} from '@agency/shared-state';
import '@agency/ui/tokens.css';
import { App } from '../app';
import { stopRecordingEarlyPresses } from './early-input/presses';
import { nextTask } from './next-task';
import { watchMfInfo } from '../mf-info/trigger';
import { registerRemoteManifests, REMOTE_ROUTES_UPDATED_EVENT } from '../remotes/remote-loader';
import type { RemoteRoutesUpdate } from '../remotes/hot-routes';
import {
  configureHealthReports,
  errorMessage,
  reportRemoteProblem,
} from '../remotes/health-report';
import { remoteForPath } from '../remotes/remote-registry';
import { loadRuntimeConfig } from '../remotes/runtime-config';
import { createAppRouter, loadInitialRoutes } from '../router';
import { readSsrPayload } from './ssr-state';

/** The api's code, loaded when a page first needs it (handed to the store for its thunks). */
const loadApi = () => import('@agency/shared-state/api');

/** Hydrates the server's HTML: same runtime config, same store state, the same routes loaded
 * before the first render, so the browser's first render matches the server's markup. Without
 * server HTML (the development server) it renders from scratch. */
async function start() {
  const payload = readSsrPayload();
  const runtime = payload?.runtime ?? (await loadRuntimeConfig());
  configureSite(runtime.siteConfig);
  registerRemoteManifests(runtime.remotes, { fallbacks: runtime.fallbacks });
  configureHealthReports(runtime.remotes, runtime.healthSampling);

  // The session waits for the page to be live (boot/live-page.ts); the api cache is the server's. A page
  // whose render called no api sends none, and does not load the api's code.
  const store = makeStore(loadApi, payload ? { session: UNRESTORED_SESSION } : undefined);
  if (payload?.state.api) {
    // Evaluating the api (RTK Query, createApi, joining the store) and taking in the server's
    // cache are each 20–80 ms at 4x CPU: two tasks, not one (`npm run profile:start`).
    await loadApi();
    await nextTask();
    store.dispatch(hydrateApiState(payload.state));
  }
  const { routes } = await loadInitialRoutes(window.location.pathname, readStoredStaff());
  // The route's code arrives in the task that evaluated its last chunk: the router is built and
  // the page hydrated in tasks of their own, so that task stays short (a tap can come between).
  await nextTask();
  const router = createAppRouter(store, routes, payload?.hydrationData);
  // Building the router (react-router's `initialize`: matching, the server's data) is one
  // synchronous call of 30–130 ms at 4x CPU; hydration starts in the next task, not in that one
  // (`npm run profile:start -- --functions` on /: they were one task of 182 ms). Presses made
  // meanwhile are still recorded (the recorder stops just before hydrateRoot).
  await nextTask();
  const app = (
    <App store={store}>
      <RouterProvider router={router} />
    </App>
  );
  const container = document.getElementById('root') as HTMLElement;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of one long task: the page answers input sooner (Lighthouse's total blocking time).
  if (payload) {
    // From here React answers presses itself; the earlier ones wait for the layout's replay.
    stopRecordingEarlyPresses();
    startTransition(
      () =>
        void hydrateRoot(container, app, {
          // A mismatch React recovered from by rendering anew: the page's remote is told.
          onRecoverableError: (error) => {
            const remote = remoteForPath(location.pathname);
            if (remote)
              reportRemoteProblem({ remote, phase: 'hydrate', message: errorMessage(error) });
          },
        }),
    );
  } else createRoot(container).render(app);
  // The version overlay, for whoever asks for it (its code is loaded only then).
  watchMfInfo();
  watchIntentOnFirstActivity(store, router);
  // A remote developed against this site (npm run dev -- --site) announces each edit: its part
  // of the page is replaced in place (the code that does it loads only then).
  window.addEventListener(REMOTE_ROUTES_UPDATED_EVENT, (event) => {
    event.preventDefault();
    const update = (event as CustomEvent<RemoteRoutesUpdate>).detail;
    void import(/* webpackChunkName: "hot-routes" */ '../remotes/hot-routes').then(
      ({ applyRemoteRoutes }) => applyRemoteRoutes(router, update),
    );
  });
}

/** The first sign of a visitor's activity (a pointer over the page, a focus, a touch, a scroll)
 * loads the code that fetches another remote when a link into it shows intent: none of it is
 * among the first visit's bytes. Its links change with each page. */
function watchIntentOnFirstActivity(
  store: ReturnType<typeof makeStore>,
  router: ReturnType<typeof createAppRouter>,
) {
  const signs = ['pointerover', 'focusin', 'touchstart', 'scroll'] as const;
  const options = { capture: true, passive: true };
  function start(first: Event) {
    signs.forEach((sign) => document.removeEventListener(sign, start, options));
    void import(/* webpackChunkName: "preload-intent" */ '../remotes/preload-intent').then(
      ({ watchLinkIntent }) => {
        const intent = watchLinkIntent({
          // The admin remote is fetched ahead only for the staff, who may open it.
          isSuperAdmin: () => selectIsStaff(store.getState()),
        });
        // The event that woke it may already be on a link.
        intent.take(first);
        let shown = router.state.location;
        router.subscribe(({ location }) => {
          if (location === shown) return;
          shown = location;
          // After the new page's render has put its links in the document.
          setTimeout(intent.rescan);
        });
      },
    );
  }
  signs.forEach((sign) => document.addEventListener(sign, start, options));
}

void start();
