/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { http, passthrough } from 'msw';
import { server } from '@agency/testing';
import { startOtlpReceiver, type OtlpReceiver } from '@agency/testing/otlp-receiver';
import { formatTraceparent, traceOf } from './trace-context.ts';
import {
  startTracing,
  stopTracing,
  traceRequests,
  tracing,
  tracingSettings,
  withSpan,
} from './tracing.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('the settings', () => {
  it('are off without an endpoint', () => {
    expect(tracingSettings({}, 'agency-api')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }, 'agency-api')).toBeUndefined();
  });

  it('send to /v1/traces under the general endpoint, or to the traces endpoint as it is', () => {
    expect(
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }, 'agency-api'),
    ).toEqual({ url: 'http://collector:4318/v1/traces', serviceName: 'agency-api' });
    expect(
      tracingSettings(
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp',
          OTEL_SERVICE_NAME: 'api-eu',
        },
        'agency-api',
      ),
    ).toEqual({ url: 'https://traces.example/otlp', serviceName: 'api-eu' });
  });
});

describe('unset', () => {
  it('never loads the SDK, and a traced step just runs', async () => {
    const load = jest.fn();
    expect(await startTracing({}, 'agency-api', load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(tracing()).toBeUndefined();
    const work = jest.fn(async () => 'done');
    expect(await withSpan('step', {}, work)).toBe('done');
    expect(work).toHaveBeenCalledWith(undefined);
  });

  it('leaves every OpenTelemetry module unloaded in a real process', () => {
    // Node runs this package's TypeScript through SWC, as the api's built server would load it.
    const loaded = (env: Record<string, string>) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            `const fs = require('node:fs');
             const { transformSync } = require('@swc/core');
             require.extensions['.ts'] = (module, filename) => module._compile(transformSync(
               fs.readFileSync(filename, 'utf8'),
               { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
                 module: { type: 'commonjs' } }).code, filename);
             require('./src/tracing.ts').startTracing(process.env, 'agency-api').then(async (on) => {
               const modules = Object.keys(require.cache).filter((m) => m.includes('@opentelemetry'));
               await on?.shutdown();
               console.log(JSON.stringify(modules));
             });`,
          ],
          { cwd: path.resolve(__dirname, '..'), env: { PATH: process.env.PATH ?? '', ...env } },
        ).toString(),
      ) as string[];
    expect(loaded({})).toEqual([]);
    // The same process with an endpoint (nothing listens there; no span is sent) loads the SDK.
    expect(
      loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }).some((m) =>
        m.includes('sdk-trace-node'),
      ),
    ).toBe(true);
  });
});

describe('with an endpoint', () => {
  let receiver: OtlpReceiver;
  beforeEach(async () => {
    receiver = await startOtlpReceiver();
    server.use(http.post(`${receiver.url}/v1/traces`, () => passthrough()));
    await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, 'agency-test');
  });
  afterEach(async () => {
    await stopTracing();
    await receiver.close();
  });

  async function tracedApp() {
    const app = Fastify();
    traceRequests(app, tracing()!, (url) => url.replace(/secret-\w+/, '[redacted]'));
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('traceparent', formatTraceparent(traceOf(request.raw)));
      done();
    });
    app.post('/things/:id', async (request) => {
      const started = performance.now();
      await withSpan('look up', { thing: (request.params as { id: string }).id }, async () => {
        tracing()!
          .startSpan(
            'SELECT',
            { 'db.system': 'postgresql' },
            { kind: 'client', startTime: started },
          )
          .end();
      });
      return { body: request.body };
    });
    app.get('/broken', async () => {
      throw new Error('The thing broke.');
    });
    await app.ready();
    return app;
  }

  it("exports the request's span with the ids of its traceparent and logs, and its children", async () => {
    const app = await tracedApp();
    const res = await app.inject({
      method: 'POST',
      url: '/things/secret-42?x=1',
      headers: { traceparent: `00-${TRACE}-${PARENT}-01` },
      payload: { a: 1 },
    });
    expect(res.json()).toEqual({ body: { a: 1 } });
    const [, traceId, spanId, flags] = String(res.headers.traceparent).split('-');
    expect([traceId, flags]).toEqual([TRACE, '01']);
    await stopTracing();
    await app.close();

    const request = receiver.spans.find((span) => span.spanId === spanId);
    expect(request).toMatchObject({
      service: 'agency-test',
      traceId: TRACE,
      parentSpanId: PARENT,
      name: 'POST /things/:id',
      kind: 2,
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/things/:id',
        'http.response.status_code': 200,
        'url.path': '/things/[redacted]',
      },
    });
    // After the body was read, the handler ran in the request's span.
    const step = receiver.spans.find((span) => span.name === 'look up');
    expect(step).toMatchObject({ traceId: TRACE, parentSpanId: spanId, kind: 1 });
    expect(receiver.spans.find((span) => span.name === 'SELECT')).toMatchObject({
      traceId: TRACE,
      parentSpanId: step?.spanId,
      kind: 3,
    });
  });

  it('starts a recorded trace for a request without one, and marks a failed request', async () => {
    const app = await tracedApp();
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    const [, traceId, spanId, flags] = String(res.headers.traceparent).split('-');
    expect(flags).toBe('01');
    await stopTracing();
    await app.close();
    expect(receiver.spans).toEqual([
      expect.objectContaining({
        traceId,
        spanId,
        parentSpanId: '',
        name: 'GET /broken',
        statusCode: 2,
      }),
    ]);
  });

  it('follows a caller that does not record the trace: no span is sent', async () => {
    const app = await tracedApp();
    const res = await app.inject({
      method: 'GET',
      url: '/broken',
      headers: { traceparent: `00-${TRACE}-${PARENT}-00` },
    });
    expect(String(res.headers.traceparent)).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-00$`));
    await stopTracing();
    await app.close();
    expect(receiver.spans).toEqual([]);
  });
});
