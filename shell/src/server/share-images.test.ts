/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import { RemoteAssets, SHARE_IMAGES_FILE } from './remote-assets';

// A remote deployed to a bucket: its build's files sit under versions/<id>/ beside the pointer.
const BUILD = 'https://bucket.test/marketing/versions/abc123/';
const MANIFEST = `${BUILD}mf-manifest.json`;

function serveBuild(shareImages: unknown) {
  server.use(
    http.get(MANIFEST, () => HttpResponse.json({ exposes: [{ name: 'routes', assets: {} }] })),
    http.get(`${BUILD}${SHARE_IMAGES_FILE}`, () =>
      shareImages === undefined
        ? new HttpResponse('Not found', { status: 404 })
        : HttpResponse.json(shareImages),
    ),
  );
}

const card = { file: 'cards/home.0123abcd.png', width: 1200, height: 630, alt: 'The home art' };

it("names each page's card by an absolute URL in the build that drew it", async () => {
  serveBuild({ pages: { '/': card, '/about': { ...card, file: 'cards/about.89abcdef.png' } } });
  const assets = new RemoteAssets({ marketing: MANIFEST });
  expect(await assets.shareImage('marketing', '/')).toEqual({
    url: `${BUILD}cards/home.0123abcd.png`,
    width: 1200,
    height: 630,
    alt: 'The home art',
  });
  expect((await assets.shareImage('marketing', '/about'))?.url).toBe(
    `${BUILD}cards/about.89abcdef.png`,
  );
  expect(await assets.shareImage('marketing', '/careers')).toBeUndefined();
});

it('has no card for a build that drew none, or whose list is not what it should be', async () => {
  serveBuild(undefined);
  expect(await new RemoteAssets({ marketing: MANIFEST }).shareImage('marketing', '/')).toBe(
    undefined,
  );
  serveBuild({ pages: { '/': { ...card, width: '1200' }, '/about': { alt: 'no file' } } });
  const assets = new RemoteAssets({ marketing: MANIFEST });
  expect(await assets.shareImage('marketing', '/')).toBeUndefined();
  expect(await assets.shareImage('marketing', '/about')).toBeUndefined();
  serveBuild('not an object');
  expect(
    await new RemoteAssets({ marketing: MANIFEST }).shareImage('marketing', '/'),
  ).toBeUndefined();
});

it("follows a new build's cards when the remote's pointer moves", async () => {
  serveBuild({ pages: { '/': card } });
  const NEXT = 'https://bucket.test/marketing/versions/def456/';
  server.use(
    http.get(`${NEXT}mf-manifest.json`, () => HttpResponse.json({ exposes: [] })),
    http.get(`${NEXT}${SHARE_IMAGES_FILE}`, () =>
      HttpResponse.json({ pages: { '/': { ...card, file: 'cards/home.fedcba98.png' } } }),
    ),
  );
  const assets = new RemoteAssets({ marketing: MANIFEST });
  expect((await assets.shareImage('marketing', '/'))?.url).toBe(`${BUILD}cards/home.0123abcd.png`);
  assets.setManifest('marketing', `${NEXT}mf-manifest.json`);
  expect((await assets.shareImage('marketing', '/'))?.url).toBe(`${NEXT}cards/home.fedcba98.png`);
});
