import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a tracing back end received it, with the service that sent it. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a trace's first span. */
  parentSpanId: string;
  name: string;
  /** OTLP's span kind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

function attributes(list: OtlpAttribute[] = []): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
        value.doubleValue ??
        value.boolValue ??
        '',
    ]),
  );
}

export interface OtlpReceiver {
  /** The base URL to set as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** The spans under the span `spanId`, at any depth. */
  descendantsOf(spanId: string): ReceivedSpan[];
  /** Resolves once `found` holds for the spans received, or rejects after `timeoutMs`. */
  waitFor(found: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A tracing back end in the test: an OTLP/HTTP receiver on a free loopback port accepting the
 * JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends) at POST /v1/traces.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const traces = JSON.parse(body) as OtlpTraces;
      for (const resource of traces.resourceSpans ?? []) {
        const service = String(attributes(resource.resource?.attributes)['service.name']);
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributes(span.attributes),
              statusCode: span.status?.code ?? 0,
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const descendantsOf = (spanId: string): ReceivedSpan[] => {
    const children = spans.filter((span) => span.parentSpanId === spanId);
    return [...children, ...children.flatMap((span) => descendantsOf(span.spanId))];
  };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    descendantsOf,
    async waitFor(found, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (!found(spans)) {
        if (Date.now() > end)
          throw new Error(
            `The spans expected did not arrive; received: ${spans.map((s) => `${s.service} ${s.name}`).join(', ') || 'none'}.`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
