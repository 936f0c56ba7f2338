import { startOtlpReceiver, type OtlpReceiver } from '@agency/testing/otlp-receiver';
import { startTracing, stopTracing, tracing } from '@agency/server-kit/tracing';
import { TENANT, call, suiteApp } from '../helper';

// The api's spans with OTEL_EXPORTER_OTLP_ENDPOINT set: each request continues its caller's
// traceparent, and its database queries and mail are its children, with no value or address.

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // Before the app opens its database, as server.ts does.
  await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, 'agency-api');
});
const t = suiteApp({ resetEachTest: false });
afterAll(async () => {
  await stopTracing();
  await receiver.close();
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = '00f067aa0ba902b7';

it("continues the caller's trace: the request's span, with its queries as children", async () => {
  const res = await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`, {
    headers: { traceparent: `00-${TRACE_ID}-${CALLER}-01` },
  });
  expect(res.statusCode).toBe(200);
  const [, traceId, spanId, flags] = String(res.headers.traceparent).split('-');
  expect([traceId, flags]).toEqual([TRACE_ID, '01']);
  await tracing()!.flush();

  const request = receiver.spans.find((span) => span.spanId === spanId);
  expect(request).toMatchObject({
    service: 'agency-api',
    traceId: TRACE_ID,
    parentSpanId: CALLER,
    name: 'GET /api/v1/posts/:tenantId',
    kind: 2,
    attributes: {
      'http.route': '/api/v1/posts/:tenantId',
      'http.response.status_code': 200,
      'url.path': `/api/v1/posts/${TENANT}`,
    },
  });
  const queries = receiver.descendantsOf(spanId!).filter((span) => span.attributes['db.system']);
  expect(queries.length).toBeGreaterThan(0);
  const select = queries.find((span) =>
    String(span.attributes['db.query.text']).includes('"posts"'),
  );
  expect(select).toMatchObject({
    traceId: TRACE_ID,
    name: 'SELECT',
    kind: 3,
    attributes: { 'db.system': 'postgresql', 'db.operation.name': 'SELECT' },
  });
  // The statement's text, its values as parameters: the status asked for is not in it.
  expect(select!.attributes['db.query.text']).toMatch(/\$1/);
  expect(JSON.stringify(queries)).not.toContain('Published');
});

it('sends mail in a client span that names no address', async () => {
  const res = await call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name: 'Dana', email: 'dana@shop.example', message: 'Hello' },
    headers: { traceparent: `00-${TRACE_ID}-${CALLER}-01` },
  });
  expect(res.statusCode).toBe(200);
  const [, , spanId] = String(res.headers.traceparent).split('-');
  await t.app.mail.flush();
  await tracing()!.flush();

  // The message is queued in the request's transaction ...
  expect(
    receiver
      .descendantsOf(spanId!)
      .some(
        (span) =>
          span.name === 'INSERT' && String(span.attributes['db.query.text']).includes('outbox'),
      ),
  ).toBe(true);
  // ... and sent by the queue.
  const sends = receiver.spans.filter((span) => span.name === 'send mail');
  expect(sends.length).toBeGreaterThan(0);
  expect(sends[0]).toMatchObject({
    kind: 3,
    attributes: { 'agency.mail.transport': 'outbox', 'agency.mail.attachments': 0 },
  });
  expect(JSON.stringify(sends)).not.toMatch(/@/);
});
