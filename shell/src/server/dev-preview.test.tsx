/** @jest-environment node */
// A development preview (`dev:<origin>`, scripts/dev-remote.mjs): one browser gets a remote from
// a developer's dev server, server render and browser, the rest of the page from the site. The
// render server takes it only from an origin it allows (loopback with the development key by
// default), reads the dev server's container on every request and never keeps the page.
import type { FastifyInstance } from 'fastify';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';
import {
  devOriginAllowed,
  devOriginsFrom,
  DEVELOPMENT_PREVIEW_SECRET,
  previewLink,
  signPreview,
  type DevOrigins,
} from './remote-versions';
import { devBuildVersion, otherBuildName } from './server-remotes';

const ORIGIN = 'http://blog.test/';
const DEV = 'http://localhost:3002';
const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance | undefined;
/** What the dev server's watch build has written last: its ETag changes with every edit. */
let devTag: string;
let devReads: number;
/** How long the dev server takes to answer (its watch build still writing). */
let devDelayMs: number;

function serveDevServer(origin: string) {
  server.use(
    http.get(`${origin}/server/remoteEntry.js`, async () => {
      devReads += 1;
      await delay(devDelayMs);
      return HttpResponse.text(`module.exports = ${JSON.stringify(devTag)};`, {
        headers: { etag: devTag },
      });
    }),
    http.get(`${origin}/server/mf-manifest.json`, () => HttpResponse.json({ shared: [] })),
    http.get(`${origin}/mf-manifest.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${origin}/share-images.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${origin}/deploy.json`, () => new HttpResponse(null, { status: 404 })),
  );
}

/** The dev server's page for one state of its container, as the runtime would load it. */
function devPage(origin: string, tag: string, title: string) {
  const id = `${otherBuildName('blog', devBuildVersion(`${origin}/server/remoteEntry.js`, tag))}/routes`;
  remoteModules.set(id, async () => ({
    default: [{ path: '/tech&tranquility', element: <h1>{title}</h1> }],
  }));
}

async function start(secret: string, previewDevOrigins?: DevOrigins) {
  server.use(
    http.get(`${ORIGIN}server/remoteEntry.js`, () => HttpResponse.text('module.exports = 1;')),
    http.get(`${ORIGIN}server/mf-manifest.json`, () => HttpResponse.json({ shared: [] })),
    http.get(`${ORIGIN}mf-manifest.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${ORIGIN}share-images.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${ORIGIN}deploy.json`, () => new HttpResponse(null, { status: 404 })),
  );
  serveDevServer(DEV);
  serveDevServer('http://dev.example:3002');
  app = await buildRenderServer({
    distDir: dist(),
    runtime: {
      remotes: { blog: `${ORIGIN}mf-manifest.json` },
      serverRemotes: { blog: `${ORIGIN}server/remoteEntry.js` },
      siteConfig: {},
    },
    logger: false,
    renderCacheMs: 60_000,
    contentPollMs: 0,
    remoteOptions: { loadTimeoutMs: 1000, revalidateMs: 60_000 },
    previewSecret: secret,
    ...(previewDevOrigins ? { previewDevOrigins } : {}),
  });
  await app.ready();
}

const now = () => Math.floor(Date.now() / 1000);
const devCookie = (secret: string, origin = DEV) =>
  `mf_preview_blog=${signPreview(secret, { remote: 'blog', version: `dev:${origin}`, exp: now() + 3600 })}`;
const page = (cookie?: string) =>
  app!.inject({
    method: 'GET',
    url: '/tech&tranquility',
    headers: cookie ? { cookie } : {},
  });
const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

beforeEach(() => {
  devTag = '"edit-1"';
  devReads = 0;
  devDelayMs = 0;
  remoteModules.clear();
  remoteModules.set('blog/routes', async () => ({
    default: [{ path: '/tech&tranquility', element: <h1>The site’s blog</h1> }],
  }));
  devPage(DEV, '"edit-1"', 'Dev blog, first edit');
  devPage(DEV, '"edit-2"', 'Dev blog, second edit');
  devPage('http://dev.example:3002', '"edit-1"', 'Remote dev blog');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a development preview on a site signing with the development key (npm start)', () => {
  it('is accepted for a loopback dev server: its link sets the cookie of that remote', async () => {
    await start(DEVELOPMENT_PREVIEW_SECRET);
    const link = new URL(
      previewLink('http://localhost:8080', DEVELOPMENT_PREVIEW_SECRET, {
        remote: 'blog',
        version: `dev:${DEV}`,
        exp: now() + 3600,
      }),
    );
    const reply = await app!.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers['set-cookie']).toMatch(/^mf_preview_blog=dev:http:\/\/localhost:3002\./);
  });

  it('renders the dev server’s latest container, says so in the bar, and never keeps the page', async () => {
    await start(DEVELOPMENT_PREVIEW_SECRET);
    const cookie = devCookie(DEVELOPMENT_PREVIEW_SECRET);
    const first = await page(cookie);
    expect(heading(first.body)).toBe('Dev blog, first edit');
    expect(text(first.body)).toContain('Developing blog from http://localhost:3002 · leave');
    expect(first.headers['cache-control']).toBe('private, no-store');
    // The browser loads the dev server's build, and the page's policy lets its scripts, its
    // hot-reload socket and its injected styles in.
    expect(first.body).toContain(`"blog":"${DEV}/mf-manifest.json"`);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*http:\/\/localhost:3002/);
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/localhost:3002/);
    expect(csp).toMatch(/style-src-elem 'unsafe-inline'/);

    // An edit: the watch build wrote a new container; the next request renders it.
    devTag = '"edit-2"';
    expect(heading((await page(cookie)).body)).toBe('Dev blog, second edit');
    expect(heading((await page(cookie)).body)).toBe('Dev blog, second edit');
    expect(devReads).toBeGreaterThanOrEqual(3);

    // A plain visitor still gets the site's build, without the dev server's origin anywhere.
    const plain = await page();
    expect(heading(plain.body)).toBe('The site’s blog');
    expect(plain.body).not.toContain('localhost:3002');
    expect(String(plain.headers['content-security-policy'])).not.toContain('localhost:3002');
  });

  it('waits for a rebuild longer than for a deployed remote’s container', async () => {
    await start(DEVELOPMENT_PREVIEW_SECRET);
    const cookie = devCookie(DEVELOPMENT_PREVIEW_SECRET);
    // The site's remotes get 1 s (loadTimeoutMs); the dev server's rebuild takes longer.
    devDelayMs = 1500;
    devTag = '"edit-2"';
    expect(heading((await page(cookie)).body)).toBe('Dev blog, second edit');
  });

  it('is refused for a dev server on another machine', async () => {
    await start(DEVELOPMENT_PREVIEW_SECRET);
    const reply = await page(devCookie(DEVELOPMENT_PREVIEW_SECRET, 'http://dev.example:3002'));
    expect(heading(reply.body)).toBe('The site’s blog');
    expect(reply.body).toContain('This preview link is not valid for this site.');
    expect(reply.headers['set-cookie']).toBe(
      'mf_preview_blog=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('a development preview on a site with its own PREVIEW_SECRET (production)', () => {
  it('is refused, even from loopback, when no dev origin is configured', async () => {
    await start('the-production-secret');
    const reply = await page(devCookie('the-production-secret'));
    expect(heading(reply.body)).toBe('The site’s blog');
    expect(reply.body).toContain('This preview link is not valid for this site.');
    expect(devReads).toBe(0);
  });

  it('is accepted from an origin PREVIEW_DEV_ORIGINS names, and only that one', async () => {
    await start('the-production-secret', ['http://dev.example:3002']);
    const named = await page(devCookie('the-production-secret', 'http://dev.example:3002'));
    expect(heading(named.body)).toBe('Remote dev blog');
    expect(named.headers['cache-control']).toBe('private, no-store');
    const other = await page(devCookie('the-production-secret'));
    expect(heading(other.body)).toBe('The site’s blog');
  });
});

describe('PREVIEW_DEV_ORIGINS', () => {
  it('is loopback when unset with the development key, none with any other secret', () => {
    expect(devOriginsFrom(undefined, DEVELOPMENT_PREVIEW_SECRET, DEVELOPMENT_PREVIEW_SECRET)).toBe(
      'loopback',
    );
    expect(devOriginsFrom('', 'the-production-secret', DEVELOPMENT_PREVIEW_SECRET)).toEqual([]);
    expect(devOriginsFrom(undefined, undefined, DEVELOPMENT_PREVIEW_SECRET)).toEqual([]);
  });

  it('takes loopback, none, or origins separated by commas', () => {
    expect(devOriginsFrom('loopback', 'x', DEVELOPMENT_PREVIEW_SECRET)).toBe('loopback');
    expect(devOriginsFrom('none', DEVELOPMENT_PREVIEW_SECRET, DEVELOPMENT_PREVIEW_SECRET)).toEqual(
      [],
    );
    expect(
      devOriginsFrom(
        ' http://dev.example:3002/ , https://b.example',
        'x',
        DEVELOPMENT_PREVIEW_SECRET,
      ),
    ).toEqual(['http://dev.example:3002', 'https://b.example']);
  });

  it.each([
    ['http://localhost:3002', true],
    ['http://127.0.0.1:3002', true],
    ['http://127.8.9.10', true],
    ['http://[::1]:3002', true],
    ['http://localhost.example.com:3002', false],
    ['http://10.0.0.5:3002', false],
    ['http://localhost:3002/path', false],
  ])('loopback allows %s: %s', (origin, allowed) => {
    expect(devOriginAllowed(origin, 'loopback')).toBe(allowed);
  });
});
