import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { apiUrl } from 'shared-state';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/) for the render server: each page
 * request joins the trace of a `traceparent` it came with (a proxy's) or starts one, and every
 * api call made while rendering it carries that trace, so one grep of the render server's and
 * the api's logs finds the page and its api calls. The api reads the same header
 * (api/src/lib/trace-context.ts holds its reading of it; the two processes share no code).
 */
export interface TraceContext {
  /** 32 lowercase hex digits, the same in every process the trace crosses. */
  traceId: string;
  /** 16 lowercase hex digits: this request's own span, the parent of its api calls. */
  spanId: string;
  /** Trace flags as two hex digits. */
  flags: string;
}

/**
 * Ids from randomUUID, which draws on a cached batch of random bytes: a fresh randomBytes()
 * call per request costs some 15 µs here, a tenth of a cached api read. A version 4 UUID has
 * 122 random bits; its hex digits make a valid trace id (never all zeros), and 16 of them a
 * span id.
 */
function newTraceId(): string {
  return randomUUID().replaceAll('-', '');
}

function newSpanId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(24, 28);
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;

/** The incoming trace continued with a new span, or a new trace when the header is absent or
 * invalid (version ff, all-zero ids, a version 00 header with more fields). */
export function continueTrace(header: string | string[] | undefined): TraceContext {
  const spanId = newSpanId();
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (match) {
    const [, version, traceId, parentId, flags, rest] = match as unknown as string[];
    const valid =
      version !== 'ff' &&
      !(version === '00' && rest !== undefined) &&
      !ZEROS.test(traceId!) &&
      !ZEROS.test(parentId!);
    if (valid) return { traceId: traceId!, spanId, flags: flags! };
  }
  return { traceId: newTraceId(), spanId, flags: '00' };
}

export function formatTraceparent(trace: TraceContext): string {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

const TRACE = Symbol('trace');

/** The request's trace, read or made once, when Fastify asks for the request's id. */
export function traceOf(raw: object): TraceContext {
  const carrier = raw as {
    [TRACE]?: TraceContext;
    headers?: Record<string, string | string[] | undefined>;
  };
  return (carrier[TRACE] ??= continueTrace(carrier.headers?.traceparent));
}

const current = new AsyncLocalStorage<TraceContext>();

/** Runs `work` (a page's render) in the trace: the api calls it makes carry it. */
export function inTrace<T>(trace: TraceContext, work: () => T): T {
  return current.run(trace, work);
}

const TRACED = Symbol('traced fetch');

/**
 * Makes every `fetch` to the api during a traced render carry the render's `traceparent`.
 * The calls are made by RTK Query's fetchBaseQuery in shared-state and by the remotes' server
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
    if (!request.headers.has('traceparent'))
      request.headers.set('traceparent', formatTraceparent(trace));
    return original(request);
  };
  globalThis.fetch = Object.assign(traced, { [TRACED]: true as const });
}
