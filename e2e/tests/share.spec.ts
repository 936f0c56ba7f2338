// What a link shows when it is shared, and what search engines read: every page names a raster
// share image that really answers, at least 1200×630, with its size and description; posts
// carry BlogPosting data with an image, dates, author and a publisher with its logo.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminLogin, api, withPublishedPost } from '../support/api';
import { tenantId } from '../support/env';
import { pngSize } from '../support/png';

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap((match) => [JSON.parse(match[1]!) as Record<string, unknown>[]].flat());
}

async function expectImage(request: APIRequestContext, url: string, min: [number, number]) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const size = pngSize(await response.body());
  expect(size?.width, url).toBeGreaterThanOrEqual(min[0]);
  expect(size?.height, url).toBeGreaterThanOrEqual(min[1]);
}

for (const page of ['/', '/services/web-development', '/tech&tranquility', '/contact']) {
  test(`${page} names a share image of 1200×630 or more that answers, for Facebook and Twitter`, async ({
    request,
  }) => {
    const html = await (await request.get(encodeURI(page))).text();
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    expect(Number(metaContent(html, 'og:image:width'))).toBeGreaterThanOrEqual(1200);
    expect(Number(metaContent(html, 'og:image:height'))).toBeGreaterThanOrEqual(630);
    expect(metaContent(html, 'og:image:alt')).toBeTruthy();
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'twitter:image:alt')).toBeTruthy();
    await expectImage(request, image!, [1200, 630]);

    const organization = jsonLd(html).find((item) => item['@type'] === 'Organization');
    const logo = organization?.['logo'] as { '@type': string; url: string } | undefined;
    expect(logo?.['@type']).toBe('ImageObject');
    await expectImage(request, logo!.url, [112, 112]);
  });
}

// The marketing pages' cards, drawn from each page's art when the marketing remote is built
// and served from its own origin with its build's files.
const marketingPages = [
  '/',
  '/services',
  '/services/paid-ads',
  '/services/web-development',
  '/services/digital-marketing',
  '/services/strategy-consulting',
  '/services/marketing-consulting-hub',
];

test("the home page and each service page share a card of its own, 1200×630, from the marketing remote's build", async ({
  request,
  baseURL,
}) => {
  const seen = new Map<string, string>();
  for (const page of marketingPages) {
    const html = await (await request.get(page)).text();
    const image = metaContent(html, 'og:image')!;
    expect(image, page).toMatch(/^https?:\/\/[^/]+\/(?:.+\/)?cards\/[\w-]+\.[0-9a-f]{8}\.png$/);
    // The remote's public origin, not the render server's.
    expect(new URL(image).origin, page).not.toBe(new URL(baseURL!).origin);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:image:alt'), page).toMatch(
      / beside the words “.+” and the .+ logo$/,
    );
    expect(metaContent(html, 'twitter:image:alt')).toBe(metaContent(html, 'og:image:alt'));
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual([
      '1200',
      '630',
    ]);
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
    expect(seen.get(image), `${page} shares the card of ${seen.get(image)}`).toBeUndefined();
    seen.set(image, page);
  }
});

test('a marketing page without a card of its own (out of the sitemap) shows the brand card', async ({
  request,
}) => {
  const html = await (await request.get('/newsletter/unsubscribe')).text();
  expect(metaContent(html, 'og:image')).toMatch(/\/brand\/share-card\.png$/);
});

test('a post is a BlogPosting with an image, dates, author and a publisher with its logo', async ({
  request,
}) => {
  const html = await (await request.get('/tech&tranquility/what-is-seo')).text();
  const posting = jsonLd(html).find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toBeDefined();
  const images = posting!['image'] as string[];
  expect(images[0]).toMatch(/^https?:\/\//);
  await expectImage(request, images[0]!, [1200, 630]);
  expect(posting!['datePublished']).toBeTruthy();
  expect(posting!['dateModified']).toBeTruthy();
  expect(posting!['mainEntityOfPage']).toBeTruthy();
  expect((posting!['author'] as { name: string }).name).toBeTruthy();
  const publisher = posting!['publisher'] as { logo: { '@type': string; url: string } };
  expect(publisher.logo['@type']).toBe('ImageObject');
  await expectImage(request, publisher.logo.url, [112, 112]);
});

test('a post published now has its own card at once, and an edited title gets a new card', async ({
  request,
}) => {
  const { token } = await adminLogin();
  const title = `Brake pads for winter ${Date.now().toString(36)}`;
  const frost = {
    title,
    content: '<p>Check them before the first frost.</p>',
    tags: ['Business'],
  };
  await withPublishedPost(token, frost, async (post) => {
    // The render server caches public pages briefly: each read asks with a new query string.
    const ogImage = async (query: string) =>
      metaContent(
        await (await request.get(`/tech&tranquility/${post.slug}?${query}`)).text(),
        'og:image',
      )!;
    const first = await ogImage('v=1');
    expect(first).toContain('/media/card-');
    await expectImage(request, first, [1200, 630]);
    const another = await (await request.get('/tech&tranquility/what-is-seo')).text();
    expect(metaContent(another, 'og:image')).not.toBe(first);

    const edited = await api('PUT', `/posts/${tenantId}/${post._id}`, {
      token,
      body: { title: `${title}, checked` },
    });
    expect(edited.status).toBe(200);
    await expect.poll(() => ogImage(`v=2-${Date.now()}`)).not.toBe(first);
    await expectImage(request, await ogImage('v=3'), [1200, 630]);
  });
});
