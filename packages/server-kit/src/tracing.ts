import type { FastifyInstance, FastifyRequest } from 'fastify';
import { traceOf, type TraceContext } from './trace-context.ts';

/**
 * Spans exported over OTLP/HTTP to any tracing back end, when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. The OpenTelemetry SDK is loaded by `startTracing`
 * with a dynamic import, so that, unset, none of it is loaded and every traced step costs one
 * null check (`withSpan`). The spans carry the ids of trace-context.ts: a request's span id is
 * its log lines' `reqId` and the span id of the `traceparent` it answers with.
 */

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** A client span is a call to another service (the api, the database, the mail server). */
export type SpanKind = 'internal' | 'client';

/** A started span: ended once, with what was learnt by then. */
export interface OpenSpan {
  /** Adds attributes; undefined values are left out. */
  setAttributes(attributes: SpanAttributes): void;
  /** Names the span anew (a request's route is known once it is routed). */
  rename(name: string): void;
  /** Marks the span failed, with the error (if any) recorded as an exception event. */
  fail(error: unknown): void;
  /** Ends the span now, or at `endTime` (performance.now() milliseconds). */
  end(endTime?: number): void;
}

export interface Tracing {
  /**
   * The span of a request received, with the request's ids (its own span id, and its caller's
   * span as parent when it came with a `traceparent`). The trace's flags become the sampling
   * decision, so the `traceparent` answered and passed on says whether the trace is recorded.
   */
  startRequest(trace: TraceContext, name: string, attributes: SpanAttributes): OpenSpan;
  /** A child of the current span, not made current (a step known only once it is over). */
  startSpan(
    name: string,
    attributes: SpanAttributes,
    options?: { kind?: SpanKind; startTime?: number },
  ): OpenSpan;
  /** Runs `work` with `span` current: the spans started in it are its children. */
  within<T>(span: OpenSpan, work: () => T): T;
  /** Runs `work` in a new child span of the current one, ended when `work` settles. */
  inSpan<T>(
    name: string,
    attributes: SpanAttributes,
    work: (span: OpenSpan) => Promise<T>,
    kind?: SpanKind,
  ): Promise<T>;
  /** The `traceparent` header naming `span`, for a call it makes. */
  traceparent(span: OpenSpan): string;
  /** Exports the spans ended so far (tests). */
  flush(): Promise<void>;
  /** Exports the spans not sent yet and stops. */
  shutdown(): Promise<void>;
}

/** Where the spans go and the name they are sent under. */
export interface TracingSettings {
  /** The OTLP/HTTP traces URL (…/v1/traces). */
  url: string;
  serviceName: string;
}

/** The settings from the standard OpenTelemetry variables, or undefined when no endpoint is
 * set (tracing off). The traces endpoint is used as it is; the general one gets /v1/traces. */
export function tracingSettings(
  env: Record<string, string | undefined>,
  defaultServiceName: string,
): TracingSettings | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const general = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const url = traces || (general ? `${general.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!url) return undefined;
  return { url, serviceName: env.OTEL_SERVICE_NAME?.trim() || defaultServiceName };
}

type Loader = () => Promise<{ createTracing(settings: TracingSettings): Tracing }>;

let active: Tracing | undefined;

/** The process's tracing, or undefined when it is off. */
export function tracing(): Tracing | undefined {
  return active;
}

/**
 * Starts exporting spans when the environment names an endpoint; otherwise loads nothing and
 * returns undefined. Called once at start, before the server (and its database) is built.
 */
export async function startTracing(
  env: Record<string, string | undefined>,
  defaultServiceName: string,
  load: Loader = () => import('./otel.ts'),
): Promise<Tracing | undefined> {
  const settings = tracingSettings(env, defaultServiceName);
  if (!settings) return undefined;
  await active?.shutdown();
  active = (await load()).createTracing(settings);
  return active;
}

/** Exports what is left and stops (the servers' graceful shutdown); nothing when off. */
export async function stopTracing(): Promise<void> {
  const stopping = active;
  active = undefined;
  await stopping?.shutdown();
}

/** Runs `work` in a child span of the current one when tracing is on; else just runs it. */
export function withSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: (span: OpenSpan | undefined) => Promise<T>,
  kind?: SpanKind,
): Promise<T> {
  const spans = active;
  return spans ? spans.inSpan(name, attributes, work, kind) : work(undefined);
}

const SPAN = Symbol('request span');

/**
 * One span per request on `app`, named by its route pattern (`GET /posts/:tenant`), with the
 * status; the route's hooks and handler run with it current, so their spans are its children.
 * Added only when tracing is on. The path has the secrets of `redact` taken out first.
 */
export function traceRequests(
  app: FastifyInstance,
  spans: Tracing,
  redact: (url: string) => string = (url) => url,
): void {
  type Traced = FastifyRequest & { [SPAN]?: OpenSpan };
  app.addHook('onRequest', (request: Traced, _reply, done) => {
    const span = spans.startRequest(traceOf(request.raw), request.method, {
      'http.request.method': request.method,
      'url.path': redact(request.url).split('?')[0],
      'url.scheme': request.protocol,
    });
    request[SPAN] = span;
    spans.within(span, done);
  });
  // A body arrives on the socket's events, outside the request's context: the rest of the
  // request (validation, the route's hooks, the handler) is put back in it.
  app.addHook('preValidation', (request: Traced, _reply, done) => {
    const span = request[SPAN];
    if (span) spans.within(span, done);
    else done();
  });
  app.addHook('onError', (request: Traced, _reply, error, done) => {
    request[SPAN]?.fail(error);
    done();
  });
  app.addHook('onResponse', (request: Traced, reply, done) => {
    const span = request[SPAN];
    if (span) {
      const route = request.routeOptions.url;
      if (route) span.rename(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.fail(undefined);
      span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request: Traced, done) => {
    request[SPAN]?.setAttributes({ 'error.type': 'aborted' });
    request[SPAN]?.end();
    done();
  });
}
