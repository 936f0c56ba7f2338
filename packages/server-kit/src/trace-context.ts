import { randomUUID } from 'node:crypto';

/**
 * A W3C Trace Context (https://www.w3.org/TR/trace-context/): the trace a request belongs to
 * and the id of this process's part of it. The render server sends a `traceparent` header on
 * every api call it makes for a page, so the page and its api calls share one trace id and one
 * grep of the two logs finds them all. Both servers read and write the header with this module.
 */
export interface TraceContext {
  /** 32 lowercase hex digits, the same in every process the trace crosses. */
  traceId: string;
  /** 16 lowercase hex digits: this request's own span. */
  spanId: string;
  /** The caller's span, when the request came with a traceparent. */
  parentId: string | undefined;
  /** Trace flags as two hex digits (01: the caller records the trace). */
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

/** The trace id, parent id and flags of a valid `traceparent` header, or undefined. Versions
 * above 00 may append fields, which are ignored; version ff and all-zero ids are invalid. */
export function parseTraceparent(
  header: string | string[] | undefined,
): { traceId: string; parentId: string; flags: string } | undefined {
  if (typeof header !== 'string' || header.length > 512) return undefined;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (ZEROS.test(traceId) || ZEROS.test(parentId)) return undefined;
  return { traceId, parentId, flags };
}

/** The incoming trace continued with a new span, or a new trace when there is none. */
export function continueTrace(header: string | string[] | undefined): TraceContext {
  const parent = parseTraceparent(header);
  const spanId = newSpanId();
  if (parent)
    return { traceId: parent.traceId, spanId, parentId: parent.parentId, flags: parent.flags };
  return { traceId: newTraceId(), spanId, parentId: undefined, flags: '00' };
}

/** The `traceparent` header naming this process's span. */
export function formatTraceparent(trace: TraceContext): string {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

const TRACE = Symbol('trace');

/** The request's trace, read or made once when Fastify asks for the request's id. */
export function traceOf(raw: object): TraceContext {
  const carrier = raw as {
    [TRACE]?: TraceContext;
    headers?: Record<string, string | string[] | undefined>;
  };
  return (carrier[TRACE] ??= continueTrace(carrier.headers?.traceparent));
}
