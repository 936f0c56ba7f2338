import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiUrl, getSiteConfig } from '../config';
import { readToken } from '../session/storage';

const onServer = typeof window === 'undefined';

/** On the server, the hooks start their queries during render (the render server awaits them
 * and renders again with the data); in the browser they start in effects, as usual. */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: onServer }),
);

/** Carries the server's cached replies into the browser's store before hydration, so the
 * first browser render shows the same data and nothing is fetched twice. */
export const hydrateApiState = createAction<unknown>('api/hydrateFromServer');

/** A server render waits at most this long for one call; a slow api then shows the page's
 * error state instead of holding the whole page. */
const SERVER_TIMEOUT_MS = 2500;

/** Adds the tenant header to every call and the bearer token when one is stored. */
export function prepareHeaders(headers: Headers): Headers {
  headers.set('x-tenant-id', getSiteConfig().tenantId);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

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

/**
 * How remotes inject their endpoints into the one baseApi (`overrideExisting`). In the browser a
 * name that is already taken is an error (two remotes must never share an endpoint name). On
 * the server one long-running process loads each remote again when it is redeployed, and the
 * new version's endpoints must replace the old version's.
 */
export const INJECT_OVERRIDE: boolean | 'throw' = onServer ? true : 'throw';

/** `{tenant}` path segment, encoded. */
export function tenantPath(): string {
  return encodeURIComponent(getSiteConfig().tenantId);
}

/** The `message` of an error reply, if the server sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}

/** True when the request never got an HTTP reply (network down, CORS, aborted). */
export function isNetworkError(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    'status' in error &&
    (error as { status: unknown }).status === 'FETCH_ERROR'
  );
}

/** The HTTP status of an error reply, or undefined when there was none. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
    if (status === 'PARSING_ERROR' && 'originalStatus' in error) {
      return (error as { originalStatus: number }).originalStatus;
    }
  }
  return undefined;
}
