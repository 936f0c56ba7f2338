/** @jest-environment node */
// One render server answering, per request, with the live build of a remote or another one: a
// signed preview cookie of one browser, or a rollout's share of visitors by their bucket. The
// origin is a folder target's (its pointer beside the manifest, which the render server follows);
// the live build is v1, v2 is recorded beside it.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';
import { RenderMetrics } from './metrics';
import { previewLink, signPreview } from './remote-versions';

const SECRET = 'the-render-servers-secret';
const ORIGIN = 'http://blog.test/';
const V1 = `${ORIGIN}versions/v1/`;
const V2 = `${ORIGIN}versions/v2/`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dist = temporaryShellDist(
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance | undefined;
let pointer: object;
let metrics: RenderMetrics;

/** A build's files as the origin serves them, its deploy.json naming its container. */
function serveBuild(base: string, container: string, commit?: string) {
  server.use(
    http.get(`${base}server/remoteEntry.js`, () => HttpResponse.text(container)),
    http.get(`${base}server/mf-manifest.json`, () => HttpResponse.json({ shared: [] })),
    http.get(`${base}mf-manifest.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${base}share-images.json`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${base}deploy.json`, () =>
      HttpResponse.json({
        uploadedAt: '2026-11-28T10:00:00.000Z',
        ...(commit ? { commit } : {}),
        serverContainer: { path: 'server/remoteEntry.js', sha256: sha256(container) },
      }),
    ),
  );
}

async function start({ previews = true } = {}) {
  server.use(
    http.get(`${ORIGIN}current.json`, () => HttpResponse.json(pointer)),
    // Other builds are unknown: their deploy record is missing.
    http.get(`${ORIGIN}versions/:id/deploy.json`, () => new HttpResponse(null, { status: 404 })),
  );
  serveBuild(V1, 'module.exports = "v1";', '1a2b3c4');
  serveBuild(V2, 'module.exports = "v2";');
  app = await buildRenderServer({
    distDir: dist(),
    runtime: {
      remotes: { blog: `${ORIGIN}mf-manifest.json` },
      serverRemotes: { blog: `${ORIGIN}server/remoteEntry.js` },
      siteConfig: {},
    },
    logger: false,
    renderCacheMs: 60_000,
    metrics,
    contentPollMs: 0,
    pointerPollMs: 60_000,
    remoteOptions: { loadTimeoutMs: 1000, revalidateMs: 60_000 },
    readOriginPointers: true,
    previewSecret: previews ? SECRET : undefined,
  });
  await app.ready();
}

const now = () => Math.floor(Date.now() / 1000);
const previewCookie = (version = 'v2', exp = now() + 3600, secret = SECRET, remote = 'blog') =>
  `mf_preview_blog=${signPreview(secret, { remote, version, exp })}`;
const page = (cookie?: string, url = '/tech&tranquility') =>
  app!.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];
/** Opens a link as the preview command prints it, signed as given. */
function openLink({ version = 'v2', exp = now() + 3600, secret = SECRET, remote = 'blog' } = {}) {
  const link = new URL(previewLink('http://site.test', secret, { remote, version, exp }));
  return app!.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}

let renders: string[];
beforeEach(() => {
  renders = [];
  metrics = new RenderMetrics();
  pointer = { version: 'v1', history: [] };
  remoteModules.clear();
  for (const [id, title] of [
    ['blog/routes', 'Tech & Tranquility v1'],
    ['blog__v2/routes', 'Tech & Tranquility v2'],
  ] as const) {
    const Page = () => {
      renders.push(title);
      return <h1>{title}</h1>;
    };
    remoteModules.set(id, async () => ({
      default: [{ path: '/tech&tranquility', element: <Page /> }],
    }));
  }
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a preview link', () => {
  it('sets the cookie of its remote only and opens the remote’s first page', async () => {
    await start();
    const exp = now() + 3600;
    const value = signPreview(SECRET, { remote: 'blog', version: 'v2', exp });
    const reply = await openLink({ exp });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tech&tranquility');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['set-cookie']).toBe(
      `mf_preview_blog=${value}; Path=/; Max-Age=${exp - now()}; HttpOnly; SameSite=Lax`,
    );
  });

  it.each([
    ['expired', { exp: now() - 10 }, 410, 'This preview link has expired.'],
    [
      'signed with another secret',
      { secret: 'another' },
      403,
      'This preview link is not valid for this site.',
    ],
    [
      'signed for another remote',
      { remote: 'marketing' },
      403,
      'This preview link is not valid for this site.',
    ],
    [
      'naming a version the target never recorded',
      { version: 'v9' },
      403,
      'This preview link is not valid for this site.',
    ],
  ])('%s changes nothing and says so', async (_case, change, status, message) => {
    await start();
    const reply = await openLink(change);
    expect(reply.statusCode).toBe(status);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.body).toContain(`<h1>${message}</h1>`);
  });

  it('is refused when the render server has no PREVIEW_SECRET', async () => {
    await start({ previews: false });
    const reply = await openLink();
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});

describe('a previewing browser', () => {
  it('gets the previewed build in the server HTML and for hydration, with the bar, never cached for others', async () => {
    await start();
    const previewed = await page(previewCookie());
    expect(heading(previewed.body)).toBe('Tech &amp; Tranquility v2');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.headers['set-cookie']).toBeUndefined();
    expect(previewed.body).toContain(
      'Previewing blog <code>v2</code> · <a style="color:#fff;text-decoration:underline" href="/_preview/leave?remote=blog">leave</a>',
    );
    // The toggle of the version overlay: the page with ?mf-info.
    expect(previewed.body).toContain(
      'leave</a> · <a style="color:#fff;text-decoration:underline" href="?mf-info" data-mf-info-toggle="">Show versions</a></p></aside>',
    );
    // The browser loads the same build: the page's runtime names its manifest.
    expect(previewed.body).toContain(`"blog":"${V2}mf-manifest.json"`);
    expect(previewed.body).toContain('"versions":{"blog":{"version":"v2","why":"preview"}}');

    // Alternating with a plain visitor: each keeps its own build, from the cache too.
    for (let turn = 0; turn < 2; turn += 1) {
      const plain = await page();
      expect(heading(plain.body)).toBe('Tech &amp; Tranquility v1');
      expect(plain.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=20, stale-while-revalidate=30',
      );
      expect(plain.body).not.toContain('Previewing');
      expect(plain.body).not.toContain('versions/v2');
      expect(plain.body).not.toContain('"versions"');
      expect(heading((await page(previewCookie())).body)).toBe('Tech &amp; Tranquility v2');
    }
    expect(renders.filter((title) => title.endsWith('v1')).length).toBeGreaterThan(0);
  });

  it.each([
    ['an expired cookie', () => previewCookie('v2', now() - 1), 'This preview link has expired.'],
    [
      'a forged cookie',
      () => 'mf_preview_blog=v2.9999999999.forged',
      'This preview link is not valid for this site.',
    ],
    [
      'a cookie signed for another remote',
      () => previewCookie('v2', now() + 3600, SECRET, 'marketing'),
      'This preview link is not valid for this site.',
    ],
    [
      'a cookie naming an unknown version',
      () => previewCookie('v9'),
      'This preview link is not valid for this site.',
    ],
  ])(
    'with %s gets the live build, is told once, and the cookie is cleared',
    async (_case, cookie, message) => {
      await start();
      const reply = await page(cookie());
      expect(heading(reply.body)).toBe('Tech &amp; Tranquility v1');
      expect(reply.body).toContain(`<p style="margin:0">${message}</p>`);
      expect(reply.body).not.toContain('Previewing');
      expect(reply.headers['set-cookie']).toBe(
        'mf_preview_blog=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      );
    },
  );

  it('is an ordinary visitor when the render server has no PREVIEW_SECRET: no build, no bar', async () => {
    await start({ previews: false });
    const reply = await page(previewCookie());
    expect(heading(reply.body)).toBe('Tech &amp; Tranquility v1');
    expect(reply.body).not.toContain('preview');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('leaves: the remote’s cookie is cleared and the live build is back', async () => {
    await start();
    const reply = await app!.inject({ method: 'GET', url: '/_preview/leave?remote=blog' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tech&tranquility');
    expect(reply.headers['set-cookie']).toBe(
      'mf_preview_blog=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('a rollout', () => {
  const rollout = (percent: number) => ({
    version: 'v1',
    history: [],
    rollout: { version: 'v2', percent, since: '2026-11-28T10:00:00.000Z', previous: 'v1' },
  });

  it('gives a new visitor a bucket, and each bucket its side of the split, server and browser agreeing', async () => {
    pointer = rollout(50);
    await start();
    const first = await page();
    const cookie = first.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^mf_bucket=\d{1,4}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const bucket = Number(/^mf_bucket=(\d+)/.exec(cookie)![1]);
    const expected = bucket < 5000 ? 'v2' : 'v1';
    expect(heading(first.body)).toBe(`Tech &amp; Tranquility ${expected}`);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // The same visitor keeps the same side; a kept bucket is not set again.
    for (let visit = 0; visit < 3; visit += 1) {
      const again = await page(`mf_bucket=${bucket}`);
      expect(heading(again.body)).toBe(`Tech &amp; Tranquility ${expected}`);
      expect(again.headers['set-cookie']).toBeUndefined();
    }

    const low = await page('mf_bucket=4999');
    expect(heading(low.body)).toBe('Tech &amp; Tranquility v2');
    expect(low.body).toContain(`"blog":"${V2}mf-manifest.json"`);
    expect(low.body).not.toContain('"versions"');
    const high = await page('mf_bucket=5000');
    expect(heading(high.body)).toBe('Tech &amp; Tranquility v1');
    expect(high.body).toContain(`"blog":"${V1}mf-manifest.json"`);
  });

  it('keeps one page per side of the split in the render cache, shared by the visitors of that side', async () => {
    pointer = rollout(50);
    await start();
    const sides: string[] = [];
    for (const bucket of [10, 20, 6000, 7000, 30, 8000])
      sides.push(heading((await page(`mf_bucket=${bucket}`)).body)!);
    expect(sides).toEqual(
      ['v2', 'v2', 'v1', 'v1', 'v2', 'v1'].map((v) => `Tech &amp; Tranquility ${v}`),
    );
    // Two renders, one per side; the four other visits were answered from the cache.
    const lookups = (await metrics.registry.getSingleMetricAsString('render_cache_lookups_total'))
      .split('\n')
      .filter((line) => line.startsWith('render_cache_lookups_total'));
    expect(lookups).toEqual(
      expect.arrayContaining([
        'render_cache_lookups_total{result="miss"} 2',
        'render_cache_lookups_total{result="hit"} 4',
      ]),
    );
  });

  it('draws no bucket and sends public pages when no rollout is under way', async () => {
    await start();
    const reply = await page();
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=20, stale-while-revalidate=30',
    );
  });
});

describe('which version is this (the version overlay’s answer)', () => {
  const ADMIN_TOKEN = 'the-superadmin-token';
  const USER_TOKEN = 'a-reader-token';
  let tokensSeen: (string | null)[];
  beforeEach(() => {
    tokensSeen = [];
    server.use(
      http.get('*/api/v1/users/:tenant/profile', ({ request }) => {
        const authorization = request.headers.get('authorization');
        tokensSeen.push(authorization);
        if (authorization === `Bearer ${ADMIN_TOKEN}`)
          return HttpResponse.json({ id: '1', username: 'admin', role: 'SuperAdmin' });
        if (authorization === `Bearer ${USER_TOKEN}`)
          return HttpResponse.json({ id: '2', username: 'reader', role: 'User' });
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
  });
  const info = (headers: Record<string, string> = {}) =>
    app!.inject({ method: 'GET', url: '/_mf-info', headers });
  const refusal = {
    message:
      'Which version served each part of a page is shown only to the SuperAdmin and during a preview.',
  };

  it('is refused to a visitor, with or without a reader’s token, and the page names no version', async () => {
    await start();
    for (const headers of [{}, { authorization: `Bearer ${USER_TOKEN}` }] as Record<
      string,
      string
    >[]) {
      const reply = await info(headers);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual(refusal);
      expect(reply.headers['cache-control']).toBe('private, no-store');
    }
    expect(tokensSeen).toEqual([`Bearer ${USER_TOKEN}`]);
    // ?mf-info adds nothing to a visitor's page: the same HTML as without it, no versions
    // embedded, nothing of the deploy record.
    const withQuery = await page(undefined, '/tech&tranquility?mf-info');
    expect(heading(withQuery.body)).toBe('Tech &amp; Tranquility v1');
    expect(withQuery.body).toBe((await page()).body);
    expect(withQuery.body).not.toContain('"versions"');
    expect(withQuery.body).not.toContain('1a2b3c4');
    expect(withQuery.body).not.toContain('2026-11-28T10:00');
  });

  it('names the live build, its upload time and commit to the SuperAdmin (checked with the api)', async () => {
    await start();
    const reply = await info({ authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.json()).toEqual({
      remotes: {
        blog: {
          version: 'v1',
          why: 'live',
          state: 'live',
          uploadedAt: '2026-11-28T10:00:00.000Z',
          commit: '1a2b3c4',
        },
      },
    });
    expect(tokensSeen).toEqual([`Bearer ${ADMIN_TOKEN}`]);
  });

  it('answers a previewing browser without a token: the previewed build is staged', async () => {
    await start();
    const reply = await info({ cookie: previewCookie() });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      remotes: {
        blog: {
          version: 'v2',
          why: 'preview',
          state: 'staged',
          uploadedAt: '2026-11-28T10:00:00.000Z',
        },
      },
    });
    expect(tokensSeen).toEqual([]);
  });

  it('names the rollout and its share for the SuperAdmin on the rolled-out side', async () => {
    pointer = {
      version: 'v1',
      history: [],
      rollout: { version: 'v2', percent: 30, since: '2026-11-28T10:00:00.000Z', previous: 'v1' },
    };
    await start();
    const reply = await info({ authorization: `Bearer ${ADMIN_TOKEN}`, cookie: 'mf_bucket=10' });
    expect(reply.json()).toEqual({
      remotes: {
        blog: {
          version: 'v2',
          why: 'rollout',
          state: 'rollout',
          percent: 30,
          uploadedAt: '2026-11-28T10:00:00.000Z',
        },
      },
    });
  });
});
