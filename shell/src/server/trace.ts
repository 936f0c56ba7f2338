import { AsyncLocalStorage } from 'node:async_hooks';
import { apiUrl } from '@agency/shared-state';
import { formatTraceparent, type TraceContext } from '@agency/server-kit/trace-context';
import { tracing } from '@agency/server-kit/tracing';

// W3C Trace Context for the render server: each page request joins the trace of a
// `traceparent` it came with (a proxy's) or starts one (`traceOf`, shared with the api), and
// every api call made while rendering it carries that trace, so one grep of the render server's
// and the api's logs finds the page and its api calls.
const current = new AsyncLocalStorage<TraceContext>();

/** Runs `work` (a page's render) in the trace: the api calls it makes carry it. */
export function inTrace<T>(trace: TraceContext, work: () => T): T {
  return current.run(trace, work);
}

const TRACED = Symbol('traced fetch');

/**
 * Makes every `fetch` to the api during a traced render carry the render's `traceparent`.
 * The calls are made by RTK Query's fetchBaseQuery in @agency/shared-state and by the remotes' server
 * containers through it, which all call the global fetch; wrapping it here, in the render
 * server's own process, reaches them all without the browser code knowing of traces. Other
 * origins (the remotes' hosts) are not sent the header. Installing twice wraps once.
 */
export function traceApiCalls(): void {
  const original = globalThis.fetch as typeof fetch & { [TRACED]?: true };
  if (original[TRACED]) return;
  const traced = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const trace = current.getStore();
    if (!trace) return original(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    // The api's origin as configured now (configureSite may set it after start).
    if (url.origin !== new URL(apiUrl('')).origin) return original(input, init);
    const request = new Request(input, init);
    const spans = tracing();
    if (!spans) {
      if (!request.headers.has('traceparent'))
        request.headers.set('traceparent', formatTraceparent(trace));
      return original(request);
    }
    // Exported spans: the call is a client span of the render, and the api's request span
    // becomes its child.
    const attributes = {
      'http.request.method': request.method,
      'server.address': url.hostname,
      'server.port': Number(url.port) || undefined,
      'url.path': url.pathname,
    };
    return spans.inSpan(
      request.method,
      attributes,
      async (span) => {
        if (!request.headers.has('traceparent'))
          request.headers.set('traceparent', spans.traceparent(span));
        const response = await original(request);
        span.setAttributes({ 'http.response.status_code': response.status });
        if (response.status >= 500) span.fail(undefined);
        return response;
      },
      'client',
    );
  };
  globalThis.fetch = Object.assign(traced, { [TRACED]: true as const });
}
