// The api of a running server, called as the site calls it: JSON in and out, the tenant's
// header, a bearer token when there is one. For the tests that start real server processes
// and for the benchmarks (scripts/*.mjs load it through swc-register.js).

export interface ApiReply<T> {
  status: number;
  /** The parsed JSON; undefined for a 204. */
  body: T;
}

/** `url` is under /api/v1 of `server` (http://host:port). */
export async function callApi<T>(
  server: string,
  tenant: string,
  method: string,
  url: string,
  { token, body }: { token?: string | undefined; body?: unknown } = {},
): Promise<ApiReply<T>> {
  const res = await fetch(`${server}/api/v1${url}`, {
    method,
    headers: {
      'x-tenant-id': tenant,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
}

/** The same call for a script that has nothing to do but stop when the api refuses. */
export async function mustCallApi<T>(...args: Parameters<typeof callApi>): Promise<T> {
  const reply = await callApi<T>(...args);
  const [, , method, url] = args;
  if (reply.status >= 400)
    throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
