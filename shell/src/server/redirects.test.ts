/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';
import { RedirectTable, location, type Redirect } from './redirects';

const REDIRECTS = apiRoute('/redirects/:tenant');
const VERSION = apiRoute('/content/:tenant/version');

/** The api as the render server sees it: a content version and the redirects, both changeable. */
function fakeApi(initial: Redirect[]) {
  const state = { version: 1, redirects: initial };
  server.use(
    http.get(VERSION, () => HttpResponse.json({ version: String(state.version) })),
    http.get(REDIRECTS, () => HttpResponse.json(state.redirects)),
  );
  return {
    change(redirects: Redirect[]) {
      state.redirects = redirects;
      state.version += 1;
    },
  };
}

const renamed: Redirect[] = [
  { from: '/tech&tranquility/winter-tyres', to: '/tech&tranquility/tyres-for-winter', status: 301 },
  { from: '/tech&tranquility/tyre-guide', to: '/tech&tranquility/tyres-for-winter', status: 301 },
];

describe('RedirectTable', () => {
  it('finds a path as requested: encoded, with a trailing slash, or by its old /blog address', async () => {
    fakeApi(renamed);
    const table = new RedirectTable({ url: REDIRECTS });
    await table.refresh();
    const to = (path: string) => table.find(path)?.to;
    expect(to('/tech&tranquility/winter-tyres')).toBe('/tech&tranquility/tyres-for-winter');
    expect(to('/tech%26tranquility/tyre-guide/')).toBe('/tech&tranquility/tyres-for-winter');
    expect(to('/blog/winter-tyres')).toBe('/tech&tranquility/tyres-for-winter');
    expect(to('/tech&tranquility/tyres-for-winter')).toBeUndefined();
    expect(to('/%E0%A4%A')).toBeUndefined();
  });

  it('keeps the last list while the api fails, says so once, and reads it again by itself', async () => {
    let down = false;
    server.use(
      http.get(REDIRECTS, () =>
        down ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(renamed),
      ),
    );
    const logs: string[] = [];
    const table = new RedirectTable({
      url: REDIRECTS,
      retryMs: 10,
      log: (message) => logs.push(message),
    });
    await table.refresh();
    down = true;
    await table.refresh();
    expect(table.find('/tech&tranquility/winter-tyres')?.status).toBe(301);
    down = false;
    for (let waited = 0; logs.length < 2 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    table.stop();
    expect(logs).toEqual([
      'The redirects could not be read: the last list read is kept',
      'The redirects are read again',
    ]);
  });

  it('makes a Location of a path encoded and keeps the query string of the request', () => {
    expect(location('/tech&tranquility/café', '?utm_source=mail')).toBe(
      '/tech&tranquility/caf%C3%A9?utm_source=mail',
    );
    expect(location('/contact?from=offer', '?utm_source=mail')).toBe('/contact?from=offer');
    expect(location('https://example.com/x', '?a=1')).toBe('https://example.com/x');
  });
});

describe('the render server', () => {
  const dist = temporaryShellDist(
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  let app: FastifyInstance;
  afterEach(async () => app.close());

  async function start() {
    app = await buildRenderServer({
      distDir: dist(),
      runtime: { remotes: {}, serverRemotes: {}, siteConfig: {} },
      contentPollMs: 20,
      logger: false,
    });
    await app.ready();
  }

  it("answers a renamed post's old addresses with a 301 to the new one, before any page", async () => {
    fakeApi(renamed);
    await start();
    for (const url of ['/tech&tranquility/winter-tyres', '/blog/tyre-guide?utm_source=mail']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(301);
      expect(reply.headers.location).toBe(
        `/tech&tranquility/tyres-for-winter${url.includes('?') ? '?utm_source=mail' : ''}`,
      );
    }
  });

  it('applies a redirect added on the api within a second, as soon as the content version moves', async () => {
    const api = fakeApi([]);
    await start();
    api.change([{ from: '/winter-offer', to: '/contact', status: 302 }]);
    const started = Date.now();
    let reply = await app.inject({ method: 'GET', url: '/winter-offer' });
    while (reply.statusCode !== 302 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reply = await app.inject({ method: 'GET', url: '/winter-offer' });
    }
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/contact');
    expect(sentRequests('GET', REDIRECTS)[0]!.headers.get('x-tenant-id')).toBeTruthy();
  });
});
