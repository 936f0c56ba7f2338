/** @jest-environment node */
// Traces in any back end: the render server here and the real api in a process of its own,
// both exporting to one OTLP receiver, and one page load found there as one trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse, passthrough } from 'msw';
import type { RouteObject } from 'react-router';
import { tenantPath } from '@agency/shared-state';
import { baseApi } from '@agency/shared-state/api';
import { startTracing, stopTracing } from '@agency/server-kit/tracing';
import { server } from '@agency/testing';
import { startOtlpReceiver, type OtlpReceiver } from '@agency/testing/otlp-receiver';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';

const tracedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    tracedPosts: build.query<{ title: string }[], void>({
      query: () => `/posts/${tenantPath()}?status=Published`,
    }),
  }),
});

function Posts() {
  const { data, isError } = tracedApi.useTracedPostsQuery();
  if (isError) return <h1>The posts could not be loaded</h1>;
  return <h1>{data ? `${data.length} posts` : 'Loading posts'}</h1>;
}

const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';
const API_ROOT = path.resolve(__dirname, '../../../api');
const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);

/** The api's real server (src/server.ts, compiled as it loads), answering on `port`. */
async function startApi(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '-r',
      path.join(API_ROOT, 'test/support/swc-register.js'),
      path.join(API_ROOT, 'src/server.ts'),
    ],
    {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"api ready"')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`The api exited before it was ready: ${output}`)));
  });
  return {
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

let receiver: OtlpReceiver;
let api: Awaited<ReturnType<typeof startApi>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'otel-api-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const apiBase = `http://127.0.0.1:${port}`;

// The api starts in a fresh PGlite folder (initdb and migrations): some 10 s, more on a busy
// machine.
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  api = await startApi({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_POSTS: 'false',
    SCRYPT_LOG_N: '10',
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  });
}, 90_000);
afterAll(async () => {
  await stopTracing();
  await api?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('exports one trace: the page, its render, its api calls, their api requests and queries', async () => {
  server.use(
    http.all(`${apiBase}/*`, () => passthrough()),
    http.post(`${receiver.url}/v1/traces`, () => passthrough()),
    http.get(BLOG_ENTRY, () =>
      HttpResponse.text('/* blog container */', { headers: { ETag: '"blog-1.4.2"' } }),
    ),
    http.get('http://blog.test/deploy.json', () => new HttpResponse(null, { status: 404 })),
  );
  const blogRoutes: RouteObject[] = [{ path: '/tech&tranquility', element: <Posts /> }];
  remoteModules.clear();
  remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
  await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, 'agency-render-server');
  const app = await buildRenderServer({
    distDir: dist(),
    runtime: {
      remotes: {},
      serverRemotes: { blog: BLOG_ENTRY },
      siteConfig: { apiBaseUrl: apiBase, tenantId: 'revline' },
    },
    logger: false,
    contentPollMs: 0,
  });
  const page = await app.inject({ method: 'GET', url: '/tech&tranquility' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('0 posts');
  const [, traceId, pageSpanId, flags] = String(page.headers.traceparent).split('-');
  expect(flags).toBe('01');
  await app.close();
  // Both servers' graceful stops export what is left.
  await stopTracing();
  expect(await api.stop()).toBe(0);

  const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
  await receiver.waitFor(() => inTrace().some((span) => span.service === 'agency-api'));

  // The page's request: the span of the traceparent it answered with, starting the trace.
  expect(inTrace().find((span) => span.spanId === pageSpanId)).toMatchObject({
    service: 'agency-render-server',
    parentSpanId: '',
    name: 'GET /*',
    kind: 2,
    attributes: { 'http.route': '/*', 'http.response.status_code': 200 },
  });
  const render = inTrace().find((span) => span.name === 'render');
  expect(render).toMatchObject({
    parentSpanId: pageSpanId,
    attributes: {
      'agency.remote.name': 'blog',
      'agency.remote.version': '"blog-1.4.2"',
      'url.path': '/tech&tranquility',
    },
  });
  expect(inTrace().find((span) => span.name === 'load remote')).toMatchObject({
    parentSpanId: render!.spanId,
    attributes: { 'agency.remote.name': 'blog', 'agency.remote.version': '"blog-1.4.2"' },
  });
  // The render's one api call, and the api's request as its child, with its queries under it.
  const calls = receiver
    .descendantsOf(render!.spanId)
    .filter((span) => span.service === 'agency-render-server' && span.kind === 3)
    .filter((span) => String(span.attributes['url.path']).startsWith('/api/v1/posts/'));
  expect(calls).toEqual([
    expect.objectContaining({
      name: 'GET',
      attributes: expect.objectContaining({ 'http.response.status_code': 200 }),
    }),
  ]);
  const apiRequest = inTrace().find(
    (span) => span.service === 'agency-api' && span.parentSpanId === calls[0]!.spanId,
  );
  expect(apiRequest).toMatchObject({ name: 'GET /api/v1/posts/:tenantId', kind: 2 });
  expect(
    receiver
      .descendantsOf(apiRequest!.spanId)
      .some((span) => span.attributes['db.system'] === 'postgresql'),
  ).toBe(true);
}, 30_000);
