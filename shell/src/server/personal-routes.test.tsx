/** @jest-environment node */
// A route marked `handle: { personal: true }` (a draft's preview link) is served like a signed-in
// page: rendered for every request, private, out of search engines, its secret out of the log.
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { useParams, type RouteObject } from 'react-router';
import { useDocumentMeta } from '@agency/shared-state';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer, PERSONAL_HTML_CACHE } from './main';

let renders = 0;

/** A preview page: the draft, or the not-found state for a token that shows nothing. */
function Preview() {
  const { token } = useParams();
  renders += 1;
  const gone = token === 'gone-token';
  useDocumentMeta({
    title: gone ? 'Preview not available' : 'Draft: winter tyres',
    personal: true,
    ...(gone ? { notFound: true } : {}),
  });
  return <h1>{gone ? 'Preview not available' : 'Draft: winter tyres'}</h1>;
}

const blogRoutes: RouteObject[] = [
  { path: '/tech&tranquility', element: <h1>Posts</h1> },
  {
    path: '/tech&tranquility/preview/:token',
    element: <Preview />,
    handle: { personal: true, sitemap: false },
  },
];
const BLOG_ENTRY = 'http://blog.test/server/remoteEntry.js';

const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance;
let logs: string[];

beforeEach(async () => {
  renders = 0;
  remoteModules.clear();
  remoteModules.set('blog/routes', async () => ({ default: blogRoutes }));
  server.use(
    http.get(BLOG_ENTRY, () => HttpResponse.text('/* blog container */')),
    http.get('http://blog.test/deploy.json', () => new HttpResponse(null, { status: 404 })),
  );
  logs = [];
  app = await buildRenderServer({
    distDir: dist(),
    runtime: { remotes: {}, serverRemotes: { blog: BLOG_ENTRY }, siteConfig: {} },
    logStream: { write: (line) => logs.push(line) },
    remoteOptions: { loadTimeoutMs: 300, revalidateMs: 60_000 },
    contentPollMs: 0,
  });
});
afterEach(async () => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a route marked personal', () => {
  it('is never cached, private, noindex (header and meta), with no share card or structured data', async () => {
    const url = '/tech&tranquility/preview/secret-token-123';
    const first = await get(url);
    const second = await get(url);
    for (const reply of [first, second]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe(PERSONAL_HTML_CACHE);
      expect(reply.headers['x-robots-tag']).toBe('noindex');
      expect(reply.body).toContain('Draft: winter tyres');
      expect(reply.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(reply.body).not.toMatch(/property="og:|name="twitter:|application\/ld\+json/);
    }
    // Rendered for each request (the render runs its data passes at least once each time).
    const perRequest = renders / 2;
    await get(url);
    expect(renders).toBe(perRequest * 3);
    // The token stays out of the log.
    const lines = logs.join('');
    expect(lines).toContain('/tech&tranquility/preview/[redacted]');
    expect(lines).not.toContain('secret-token-123');
  });

  it('answers 404, privately, when the page is in its not-found state', async () => {
    const reply = await get('/tech&tranquility/preview/gone-token');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['cache-control']).toBe(PERSONAL_HTML_CACHE);
    expect(reply.headers['x-robots-tag']).toBe('noindex');
    expect(reply.body).toContain('Preview not available');
  });

  it('leaves the public pages as they were: cached, shareable, no X-Robots-Tag', async () => {
    const reply = await get('/tech&tranquility');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toMatch(/^public/);
    expect(reply.headers['x-robots-tag']).toBeUndefined();
    expect(reply.body).toMatch(/property="og:title"/);
  });
});
