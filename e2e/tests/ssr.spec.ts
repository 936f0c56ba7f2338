// Server rendering: every public page arrives as HTML with its content and head, reads without
// JavaScript, hydrates without a mismatch or a second layout, and the server answers the
// discovery files (sitemap, robots, RSS) that crawlers read.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { expect, test } from '@playwright/test';
import { adminLogin, api, createVerifiedUser, signIn, withPublishedPost } from '../support/api';
import { apiBase, brandName, siteUrl, tenantId } from '../support/env';
import { logInThroughTheForm } from '../support/forms';
import { layoutShift, trackLayoutShifts } from '../support/layout';
import { searchAndPressTag } from '../support/blog';
import { publicRoutes } from '../support/routes';

interface PublishedPost {
  _id: string;
  slug: string;
  title: string;
  content: string;
}

const redirects: Record<string, string> = { '/proven-process': '/services/web-development' };
const pages = [...publicRoutes.marketing, ...publicRoutes.blog, ...publicRoutes.account].filter(
  (path) => !redirects[path],
);

/** Text of an HTML fragment, tags dropped and the common entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function part(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[1] ?? '';
}

/** Text each package or listing page must carry in its HTML (prices, job titles). */
const distinctive: Record<string, string[]> = {
  '/services/web-development': ['$63/month over 24 months', '$300'],
  '/services/marketing-consulting-hub': ['$1,500', '$3,000'],
  '/careers': ['Front-End Developer', 'UX/UI Designer', 'Marketing Specialist'],
  '/careers/frontend-developer': ['Front-End Developer'],
};

test.describe('server-rendered HTML (plain HTTP, no browser)', () => {
  let published: PublishedPost[] = [];
  test.beforeAll(async () => {
    published = (await api<PublishedPost[]>('GET', `/posts/${tenantId}?status=Published`)).body;
  });

  for (const path of pages) {
    test(`GET ${path} has its heading, content, title and description`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const root = part(
        html,
        /<div id="?root"?>([\s\S]*)<\/div>\s*<script type="application\/json"/,
      );
      const h1 = textOf(part(root, /<h1[^>]*>([\s\S]*?)<\/h1>/)).trim();
      expect(h1.length, `an h1 in the HTML of ${path}`).toBeGreaterThan(3);
      expect(textOf(part(root, /<main[^>]*>([\s\S]*?)<\/main>/)).length).toBeGreaterThan(80);
      expect(textOf(part(html, /<title>([\s\S]*?)<\/title>/))).toContain(brandName);
      expect(part(html, /<meta name="description" content="([^"]+)"/).length).toBeGreaterThan(25);
      expect(html).toContain('<link rel="canonical"');
      expect(html).toContain('"@type":"Organization"');
      for (const text of distinctive[path] ?? []) expect(textOf(root)).toContain(text);
      if (path === '/tech&tranquility') {
        expect(published.length).toBeGreaterThan(0);
        for (const post of published.slice(0, 5)) expect(textOf(root)).toContain(post.title);
      }
    });
  }

  test('a published post has its body, BlogPosting data and a breadcrumb in the HTML', async ({
    request,
  }) => {
    const post = published.find((candidate) => candidate.slug === 'what-is-seo') ?? published[0]!;
    const html = await (await request.get(`/tech&tranquility/${post.slug}`)).text();
    const firstParagraph = textOf(part(post.content, /<p[^>]*>([\s\S]*?)<\/p>/))
      .trim()
      .slice(0, 60);
    expect(textOf(html)).toContain(firstParagraph);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<meta property="og:type" content="article"');
  });

  test('redirects are real 301s and unknown paths a real 404', async ({ request }) => {
    const cases: [string, string][] = [
      ...Object.entries(redirects),
      ['/blog/what-is-seo', '/tech&tranquility/what-is-seo'],
      ['/blogs', '/tech&tranquility'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location']).toBe(to);
    }
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('404');
  });

  test('public HTML is cacheable by a CDN, personal pages are not, and protected pages are noindex', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(home.headers()['cache-control']).toContain('stale-while-revalidate');
    const profile = await request.get('/user/profile');
    expect(profile.status()).toBe(200);
    expect(profile.headers()['cache-control']).toBe('private, no-store');
    const html = await profile.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(textOf(html)).toContain('Loading your account');
  });

  test('sitemap.xml, robots.txt and the RSS feed parse and list the site', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(XMLValidator.validate(sitemap)).toBe(true);
    const urls = new XMLParser().parse(sitemap).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((url) => url.loc);
    for (const path of [
      '/',
      '/about',
      '/services/web-development',
      '/tech&tranquility',
      '/careers/frontend-developer',
    ]) {
      expect(locs).toContain(`${siteUrl}${path}`);
    }
    expect(locs).not.toContain(`${siteUrl}/proven-process`);
    expect(locs.some((loc) => loc.includes('/account') || loc.includes('/superadmin'))).toBe(false);
    for (const post of published) {
      const entry = urls.find((url) => url.loc === `${siteUrl}/tech&tranquility/${post.slug}`);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }

    const robotsText = await (await request.get('/robots.txt')).text();
    const robots = robotsParser(`${siteUrl}/robots.txt`, robotsText);
    expect(robots.getSitemaps()).toEqual([`${siteUrl}/sitemap.xml`]);
    expect(robots.isAllowed(`${siteUrl}/services/web-development`, 'Googlebot')).toBe(true);
    expect(robots.isAllowed(`${siteUrl}/tech&tranquility/what-is-seo`, 'Googlebot')).toBe(true);
    for (const path of ['/user/profile', '/superadmin/content-library', '/account']) {
      expect(robots.isAllowed(`${siteUrl}${path}`, 'Googlebot'), path).toBe(false);
    }

    const rss = await (await request.get('/rss.xml')).text();
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = new XMLParser({ ignoreAttributes: false }).parse(rss).rss.channel;
    const items = ([] as { title: string; link: string; pubDate: string }[]).concat(
      channel.item ?? [],
    );
    expect(items.map((item) => String(item.title))).toEqual(
      expect.arrayContaining(published.map((post) => post.title)),
    );
    for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    const home = await (await request.get('/')).text();
    expect(home).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  test('a post published in the admin area is server-rendered in the list and at its URL within 60 s', async ({
    request,
  }) => {
    const { token } = await adminLogin();
    const title = `Server rendered ${Date.now().toString(36)}`;
    const fresh = {
      title,
      content: '<p>Fresh from the editor.</p>',
      tags: ['SEO'],
    };
    await withPublishedPost(token, fresh, async (post) => {
      await expect
        .poll(
          async () => textOf(await (await request.get('/tech&tranquility')).text()).includes(title),
          { timeout: 60_000, intervals: [2000] },
        )
        .toBe(true);
      const page = await request.get(`/tech&tranquility/${post.slug}`);
      expect(page.status()).toBe(200);
      expect(textOf(await page.text())).toContain('Fresh from the editor.');
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const sample = [
    '/',
    '/about',
    '/services',
    '/services/web-development',
    '/portfolio',
    '/projects/hem-automotive',
    '/contact',
    '/careers',
    '/careers/ux-ui-designer',
    '/documents/privacy-policy',
    '/tech&tranquility',
    '/tech&tranquility/what-is-seo',
  ];
  test('the blog filters by tag and search with a plain form', async ({ page }) => {
    await page.goto('/tech&tranquility');
    await searchAndPressTag(page, 'seo', 'Business');
    // Both filters in the address, in whichever order they were applied.
    await expect(page).toHaveURL(/[?&]q=seo(&|$)/);
    await expect(page).toHaveURL(/[?&]tag=Business(&|$)/);
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  for (const path of sample) {
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path);
      const heading = page.locator('main h1').first();
      await expect(heading).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(150);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('hydration', () => {
  for (const path of pages) {
    test(`${path} hydrates without errors and keeps the server's layout`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().startsWith(apiBase))
          apiReads.push(request.url());
      });
      await page.goto(path, { waitUntil: 'commit' });
      const footer = await page.waitForSelector('footer');
      await page.waitForLoadState('networkidle');
      expect(
        await footer.evaluate((element) => element.isConnected),
        'the footer of the server HTML is still the one shown',
      ).toBe(true);
      expect(problems).toEqual([]);
      expect(apiReads, 'the data the server sent is not fetched again').toEqual([]);
      const beforePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js(\?|$)/.test(entry.name) && !/\/main\.\w+\.js$/.test(entry.name))
          .filter((entry) => paint === undefined || entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(beforePaint, 'scripts fetched before the first paint, the entry aside').toEqual([]);
    });
  }

  test("a signed-in visitor's Profile menu appears after hydration without moving the page", async ({
    page,
  }) => {
    await trackLayoutShifts(page);
    const user = await createVerifiedUser('cls');
    // Hydrated as the server sent it (logged out), then drawn for the reader: a part hydrated
    // after the session is read would not match the server's HTML (a hydration error).
    const problems: string[] = [];
    page.on('console', (message) => {
      // The blank page signIn() stores the session on answers 404, as it should.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    await signIn(page, user, '/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /profile/i }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { cls, shifts } = await layoutShift(page);
    expect(cls, `layout shifts: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });

  test('a login typed while the page loads on a slow phone (6x CPU) signs in', async ({ page }) => {
    const user = await createVerifiedUser('early');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/account', { waitUntil: 'commit' });
    await logInThroughTheForm(page, user, { typed: true });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Profile/ }),
    ).toBeVisible();
  });

  test('an email typed into the footer while the page loads on a slow phone (6x CPU) subscribes', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const subscribed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/newsletters/'),
    );
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.waitFor();
    const address = `early-${Date.now().toString(36)}@shop.test`;
    await email.pressSequentially(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // With the spam guard's signals: an empty trap, and a fill time counted from the page's
    // arrival, so an early sender is not filed as too fast.
    expect((await subscribed).postDataJSON()).toMatchObject({ email: address, referenceCode: '' });
    await expect(footer.getByText('Thank you for subscribing!', { exact: false })).toBeVisible();
  });
});
