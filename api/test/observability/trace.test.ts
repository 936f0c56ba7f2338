import { TENANT, call, suiteApp } from '../helper';

// W3C traceparent on the api: a request joins the caller's trace (or starts one), the reply
// names it, and the request's log line carries the trace id.

const t = suiteApp({ resetEachTest: false });

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const list = `/api/v1/posts/${TENANT}?status=Published`;

function logLines() {
  return t.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; traceId?: string; reqId?: string });
}

it("joins the caller's trace, answers with its own span of it, and logs the trace id", async () => {
  const res = await call(t.app, 'GET', list, {
    headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
  });
  expect(res.statusCode).toBe(200);
  const [version, traceId, spanId, flags] = String(res.headers.traceparent).split('-');
  expect([version, traceId, flags]).toEqual(['00', TRACE_ID, '01']);
  expect(spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(spanId).not.toBe('00f067aa0ba902b7');

  const line = logLines().find((l) => l.msg === 'request completed' && l.traceId === TRACE_ID);
  expect(line?.reqId).toBe(spanId);
});

it.each([
  ['none', undefined],
  ['malformed', 'not-a-trace'],
  ['all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
  ['version ff', `ff-${TRACE_ID}-00f067aa0ba902b7-01`],
  ['upper case', `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`],
])('starts a new trace when the traceparent is %s', async (_case, traceparent) => {
  const res = await call(t.app, 'GET', list, { headers: traceparent ? { traceparent } : {} });
  expect(res.statusCode).toBe(200);
  const [version, traceId, spanId, flags] = String(res.headers.traceparent).split('-');
  expect(version).toBe('00');
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(traceId).not.toBe(TRACE_ID);
  expect(traceId).not.toBe(TRACE_ID.toUpperCase());
  expect(spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(flags).toBe('00');
  expect(logLines().some((l) => l.traceId === traceId)).toBe(true);
});

it('gives every request of one trace its own span', async () => {
  const headers = { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-00` };
  const [a, b] = await Promise.all([
    call(t.app, 'GET', list, { headers }),
    call(t.app, 'GET', list, { headers }),
  ]);
  expect(a!.headers.traceparent).not.toBe(b!.headers.traceparent);
});
