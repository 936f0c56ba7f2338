import { matchRequestUrl, type PathParams } from 'msw';
import { server } from './server';

/** A request the code under test sent, for asserting what was sent when the UI cannot show it
 * (a header, a body, how many calls). */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The path parameters of the route it was picked by (empty without one). */
  params: PathParams;
  /** The body, read from a copy each time: a request a handler has read can still be read here. */
  json(): Promise<unknown>;
  formData(): Promise<FormData>;
  text(): Promise<string>;
}

const log: { request: Request; url: URL; body: Promise<ArrayBuffer | null> }[] = [];

/** Starts the log (jest/setup.ts, once per test file): every request the server sees, answered
 * or not, in the order sent. */
export function recordSentRequests(): void {
  server.events.on('request:start', ({ request }) => {
    // The body is read at once: MSW cancels what is left of a request's body once it has
    // answered, so a handler must read a multipart upload before it answers (as a server does)
    // for the record to hold all of it.
    const body = request.body ? request.clone().arrayBuffer() : Promise.resolve(null);
    body.catch(() => undefined);
    log.push({ request, url: new URL(request.url), body });
  });
}

/** Empties the log between tests. */
export function forgetSentRequests(): void {
  log.length = 0;
}

/**
 * The requests sent in this test so far, oldest first; with a method and a route (as given to
 * `http.get(...)`, e.g. `apiRoute('/posts/:tenant/:postId')`), only those it matches.
 */
export function sentRequests(method?: string, route?: string): SentRequest[] {
  return log.flatMap(({ request, url, body }) => {
    if (method && request.method !== method.toUpperCase()) return [];
    const match = route ? matchRequestUrl(url, route) : { matches: true, params: {} };
    if (!match.matches) return [];
    const copy = async () =>
      new Request(url, { method: request.method, headers: request.headers, body: await body });
    return [
      {
        method: request.method,
        url,
        headers: request.headers,
        params: match.params ?? {},
        json: async () => (await copy()).json() as Promise<unknown>,
        formData: async () => (await copy()).formData(),
        text: async () => (await copy()).text(),
      },
    ];
  });
}
