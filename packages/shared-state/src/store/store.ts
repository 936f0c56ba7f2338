import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Action,
  type ThunkAction,
} from '@reduxjs/toolkit';
import type * as ApiEntry from '@agency/shared-state/api';
import { sessionSlice } from '../session/session-slice';

/** The site's RTK Query api (@agency/shared-state/api). */
type Api = typeof ApiEntry.baseApi;

/** The store's state once the api is attached. Code that reads `api` runs only where the api is
 * loaded (its endpoints import it), so the type says it is there; before that, the state has
 * only `session` and what remotes injected. */
type ApiState = { [Path in Api['reducerPath']]: ReturnType<Api['reducer']> };

/** Remotes may inject their own slices later with rootReducer.inject(slice); the api joins with
 * attachApi() when @agency/shared-state/api is loaded. */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<ApiState>();

/** The state as the store holds it: `api` only once attached. */
type StoreState = ReturnType<typeof rootReducer>;

export type RootState = StoreState & ApiState;

/** Carries the server's cached replies into the browser's store before hydration, so the
 * first browser render shows the same data and nothing is fetched twice. Dispatch it after
 * the api is loaded: the api reads it as it rehydrates. */
export const hydrateApiState = createAction<unknown>('api/hydrateFromServer');

/** The api's middleware joins the stores when the api is attached, however many there are (one
 * per request on the render server). */
const lateMiddleware = createDynamicMiddleware();

let attached: Api | undefined;

/** Stores made before the api was loaded: they get its initial state when it is. */
const storesWithoutApi = new Set<{ dispatch: (action: Action) => unknown }>();

/** Announces the api to the stores that were made before it. */
const apiAttached = createAction('api/attached');

/** Called by @agency/shared-state/api as it loads: its reducer and middleware join every store. */
export function attachApi(api: Api): void {
  if (attached) return;
  attached = api;
  rootReducer.inject(api);
  lateMiddleware.addMiddleware(api.middleware);
  // A slice's state appears with the next action its store reduces: now, before anything
  // reads it (a query hook looks at state.api as it renders).
  for (const store of storesWithoutApi) store.dispatch(apiAttached());
  storesWithoutApi.clear();
}

/** The api when it is loaded; otherwise nothing is cached and there is nothing to invalidate. */
export function attachedApi(): Api | undefined {
  return attached;
}

/** Loads @agency/shared-state/api (RTK Query and the shared endpoints) when a page first needs it. The
 * core never imports its api entry (the api entry imports the core): whoever makes the store (the
 * shell's start, the render server, a remote's standalone frame, a test) hands the loader in, and
 * thunks reach it as their extra argument. */
export type ApiLoader = () => Promise<typeof ApiEntry>;

/** What every thunk of the store gets besides dispatch and getState. */
export interface ThunkExtra {
  loadApi: ApiLoader;
}

export function makeStore(loadApi: ApiLoader, preloadedState?: Partial<RootState>) {
  const extraArgument: ThunkExtra = { loadApi };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument } }).concat(lateMiddleware.middleware),
  });
  if (!attached) storesWithoutApi.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, StoreState, ThunkExtra, Action>;
