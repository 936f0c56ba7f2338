// The OpenTelemetry SDK behind tracing.ts: loaded only when an OTLP endpoint is set.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind as OtelSpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  RandomIdGenerator,
  type IdGenerator,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TraceContext } from './trace-context.ts';
import type { OpenSpan, SpanAttributes, SpanKind, Tracing, TracingSettings } from './tracing.ts';

/**
 * Random ids, except for a request's span, whose ids trace-context.ts chose already (they are
 * in its log lines and its `traceparent`): the SDK asks for them while `startRequest` starts it.
 */
class RequestIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  next: TraceContext | undefined;
  generateTraceId(): string {
    return this.next?.traceId ?? this.random.generateTraceId();
  }
  generateSpanId(): string {
    return this.next?.spanId ?? this.random.generateSpanId();
  }
}

function defined(attributes: SpanAttributes): Attributes {
  const result: Attributes = {};
  for (const [key, value] of Object.entries(attributes))
    if (value !== undefined) result[key] = value;
  return result;
}

const KIND: Record<SpanKind, OtelSpanKind> = {
  internal: OtelSpanKind.INTERNAL,
  client: OtelSpanKind.CLIENT,
};

class Handle implements OpenSpan {
  readonly span: Span;
  constructor(span: Span) {
    this.span = span;
  }
  setAttributes(attributes: SpanAttributes): void {
    this.span.setAttributes(defined(attributes));
  }
  rename(name: string): void {
    this.span.updateName(name);
  }
  fail(error: unknown): void {
    if (error instanceof Error) {
      this.span.recordException(error);
      this.span.setAttribute('error.type', error.name);
    }
    this.span.setStatus({
      code: SpanStatusCode.ERROR,
      ...(error instanceof Error ? { message: error.message } : {}),
    });
  }
  end(endTime?: number): void {
    this.span.end(endTime);
  }
}

const spanOf = (open: OpenSpan): Span => (open as Handle).span;

export function createTracing(settings: TracingSettings): Tracing {
  const ids = new RequestIds();
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName })),
    idGenerator: ids,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  // The context manager (AsyncLocalStorage) that makes a span current across awaits.
  provider.register();
  const tracer = provider.getTracer('@agency/server-kit');

  return {
    startRequest(request, name, attributes) {
      const parent = request.parentId
        ? trace.setSpanContext(ROOT_CONTEXT, {
            traceId: request.traceId,
            spanId: request.parentId,
            traceFlags: parseInt(request.flags, 16) & TraceFlags.SAMPLED,
            isRemote: true,
          })
        : ROOT_CONTEXT;
      ids.next = request;
      let span: Span;
      try {
        span = tracer.startSpan(
          name,
          { kind: OtelSpanKind.SERVER, attributes: defined(attributes) },
          parent,
        );
      } finally {
        ids.next = undefined;
      }
      const sampled = span.spanContext().traceFlags & TraceFlags.SAMPLED;
      request.flags = sampled ? '01' : '00';
      return new Handle(span);
    },
    startSpan(name, attributes, options = {}) {
      return new Handle(
        tracer.startSpan(name, {
          kind: KIND[options.kind ?? 'internal'],
          attributes: defined(attributes),
          ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
        }),
      );
    },
    within(span, work) {
      return context.with(trace.setSpan(context.active(), spanOf(span)), work);
    },
    inSpan(name, attributes, work, kind = 'internal') {
      const span = new Handle(
        tracer.startSpan(name, { kind: KIND[kind], attributes: defined(attributes) }),
      );
      return context.with(trace.setSpan(context.active(), span.span), async () => {
        try {
          return await work(span);
        } catch (error) {
          span.fail(error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    traceparent(span) {
      const { traceId, spanId, traceFlags } = spanOf(span).spanContext();
      return `00-${traceId}-${spanId}-0${traceFlags & TraceFlags.SAMPLED}`;
    },
    async flush() {
      await provider.forceFlush();
    },
    async shutdown() {
      await provider.shutdown();
      // Another start in this process (tests) registers its own.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
