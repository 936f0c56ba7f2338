import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
// The core by its package name, never by path: '@agency/shared-state' is the page's one instance (a
// federation singleton), so the api joins the store every app uses.
import { apiUrl, attachApi, hydrateApiState, prepareHeaders } from '@agency/shared-state';

const onServer = typeof window === 'undefined';

/** On the server, the hooks start their queries during render (the render server awaits them
 * and renders again with the data); in the browser they start in effects, as usual. */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: onServer }),
);

/** A server render waits at most this long for one call; a slow api then shows the page's
 * error state instead of holding the whole page. */
const SERVER_TIMEOUT_MS = 2500;

// The base URL is read per call so that configureSite() at deploy time takes effect.
const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) =>
  fetchBaseQuery({
    baseUrl: apiUrl(''),
    prepareHeaders,
    timeout: onServer ? SERVER_TIMEOUT_MS : undefined,
  })(args, api, extra);

/** Tag types are declared here, once, so remotes invalidate each other's data (an admin's
 * publish refreshes the blog list) through the one shared cache. */
export const tagTypes = ['Post', 'Comment', 'Profile', 'MyActivity'] as const;

/** The ONE RTK Query API of the site. Remotes add endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: rawBaseQuery,
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrateApiState.match(action) && action.payload && typeof action.payload === 'object') {
      return (action.payload as Record<string, never>)[reducerPath];
    }
    return undefined;
  },
});

// Loading this module is what puts the api in the store: its reducer and middleware join every
// store, made before or after.
attachApi(baseApi);

/**
 * How remotes inject their endpoints into the one baseApi (`overrideExisting`). In the browser a
 * name that is already taken is an error (two remotes must never share an endpoint name). On
 * the server one long-running process loads each remote again when it is redeployed, and the
 * new version's endpoints must replace the old version's.
 */
export const INJECT_OVERRIDE: boolean | 'throw' = onServer ? true : 'throw';
