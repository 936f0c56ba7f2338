import { getSiteConfig } from '../config';
import { readToken } from '../session/storage';

// What every call to the api needs, whether or not the RTK Query api (@agency/shared-state/api) is on
// the page yet: the headers, the tenant's path segment, and reading an error reply.

/** Adds the tenant header to every call and the bearer token when one is stored. */
export function prepareHeaders(headers: Headers): Headers {
  headers.set('x-tenant-id', getSiteConfig().tenantId);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

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
