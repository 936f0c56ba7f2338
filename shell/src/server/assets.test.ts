import { getSiteConfig } from '@agency/shared-state';
import { createHash } from 'node:crypto';
import {
  classesInCss,
  classesInHtml,
  inlineStylesheet,
  styleElement,
  stylesheetsFor,
} from './remote-assets';
import { headTags, parseTemplate, renderDocument } from './document';
import { robotsTxt, rssXml, sitemapXml, staticPaths } from './discovery';

describe('stylesheets for a page', () => {
  const sheet = (url: string, css: string) => ({
    url,
    classes: classesInCss(css),
    inline: inlineStylesheet(url, css, (relative) => new URL(relative, url).href),
  });
  const sheets = [
    sheet('http://r/a.css', '.m-hero{color:red}.m-card:hover{x:y} /* .m-ignored */'),
    sheet('http://r/b.css', '.m-card{a:b}.m-price{c:d} .bg{background:url(x.y.png)}'),
    sheet('http://r/c.css', '.m-other{a:b}'),
  ];
  const urls = (chosen: typeof sheets) => chosen.map((chosenSheet) => chosenSheet.url).sort();

  it('reads class selectors, not comments or urls', () => {
    expect([...sheets[0]!.classes].sort()).toEqual(['m-card', 'm-hero']);
    expect(sheets[1]!.classes.has('png')).toBe(false);
  });

  it('picks the fewest files that style every class the HTML uses', () => {
    const html = '<div class="m-hero x"><p class="m-card m-price">$1</p></div>';
    expect(classesInHtml(html)).toEqual(new Set(['m-hero', 'x', 'm-card', 'm-price']));
    expect(urls(stylesheetsFor(html, sheets))).toEqual(['http://r/a.css', 'http://r/b.css']);
    expect(stylesheetsFor('<p class="nothing">', sheets)).toEqual([]);
  });

  it('inlines a sheet with its urls resolved where the file lives, its hash for the policy, and no way out of the element', () => {
    const inline = inlineStylesheet(
      'http://r/css/b.css',
      ".bg{background:url(img/x.png)} .f{src:url('/f.woff2')} .d{background:url(data:image/png;base64,AA)} .e{content:'</style><script>'}",
      (relative) => new URL(relative, 'http://r/css/b.css').href,
    );
    expect(inline.css).toContain('url(http://r/css/img/x.png)');
    expect(inline.css).toContain("url('http://r/f.woff2')");
    expect(inline.css).toContain('url(data:image/png;base64,AA)');
    expect(inline.css).not.toMatch(/<\/style/i);
    expect(inline.hash).toBe(`sha256-${createHash('sha256').update(inline.css).digest('base64')}`);
    expect(styleElement(inline)).toBe(
      `<style data-href="http://r/css/b.css">${inline.css}</style>`,
    );
  });
});

describe('the document', () => {
  const template = parseTemplate(
    '<!doctype html><html lang=en><head><meta charset=utf-8><title>Loading</title><script defer src=/main.js></script></head><body><div id=root></div><noscript>needs JS</noscript></body></html>',
  );

  it('puts the head, the HTML and the state where they belong, escaping what could close a tag', () => {
    const html = renderDocument({
      template,
      head: headTags({ title: 'About <us>', description: 'A "quoted" description' }, '/about', {
        noindex: false,
      }),
      assets: '<link rel="stylesheet" href="/a.css" />',
      html: '<main><h1>About</h1></main>',
      payload: {
        runtime: { remotes: {}, siteConfig: {} },
        state: { x: '</script><script>alert(1)</script>' } as never,
      },
    });
    expect(html).not.toContain('<title>Loading</title>');
    expect(html).toContain('<title>About &lt;us&gt; | Revline Digital</title>');
    expect(html).toContain('content="A &quot;quoted&quot; description"');
    expect(html).toContain('<div id=root><main><h1>About</h1></main></div>');
    expect(html).not.toContain('needs JS');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.indexOf('<link rel="stylesheet" href="/a.css" />')).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toContain('"@type":"WebSite"');
  });

  it("names a share image on every page: the brand's card, or the page's own as an absolute URL", () => {
    const { siteUrl } = getSiteConfig();
    const plain = headTags({ title: 'About' }, '/about', { noindex: false });
    expect(plain).toContain(
      `<meta property="og:image" content="${siteUrl}/brand/share-card.png" />`,
    );
    expect(plain).toContain('<meta property="og:image:width" content="1200" />');
    expect(plain).toContain('<meta property="og:image:height" content="630" />');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(plain).toContain(
      `<meta name="twitter:image" content="${siteUrl}/brand/share-card.png" />`,
    );
    expect(plain).toContain('<meta property="og:locale" content="en_US" />');
    expect(plain).toContain(`"logo":{"@type":"ImageObject","url":"${siteUrl}/brand/logo.png"`);

    const own = headTags(
      {
        title: 'A post',
        image: { url: '/media/share/abc.png', width: 1200, height: 630, alt: 'A "post" card' },
      },
      '/tech&tranquility/a-post',
      { noindex: false },
    );
    expect(own).toContain(`<meta property="og:image" content="${siteUrl}/media/share/abc.png" />`);
    expect(own).toContain('<meta property="og:image:alt" content="A &quot;post&quot; card" />');
  });

  it('marks a personal page noindex', () => {
    expect(headTags(null, '/user/profile', { noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

describe('discovery files', () => {
  it('lists concrete public paths, leaving out parameters, splats and routes marked out of the sitemap', () => {
    expect(
      staticPaths([
        { path: '/' },
        { path: '/projects/:product' },
        { path: '/old', handle: { sitemap: false } },
        { children: [{ path: '/about' }, { path: '/x/*' }] },
      ]),
    ).toEqual(['/', '/about']);
  });

  it('writes escaped URLs, lastmod dates, a robots file pointing at the sitemap, and RSS items', () => {
    const posts = [
      {
        _id: '1',
        slug: 'seo',
        title: 'SEO & you',
        excerpt: 'Why <it> matters',
        createdAt: '2026-01-02T03:04:05Z',
        updatedAt: '2026-02-03T04:05:06Z',
        publishedAt: '2026-01-05T00:00:00Z',
      },
    ];
    const sitemap = sitemapXml(['/', '/tech&tranquility'], posts);
    expect(sitemap).toContain('<loc>http://localhost:8080/tech&amp;tranquility</loc>');
    expect(sitemap).toContain('<lastmod>2026-02-03T04:05:06.000Z</lastmod>');
    expect(robotsTxt()).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(robotsTxt()).toContain('Disallow: /superadmin/');
    const rss = rssXml(posts);
    expect(rss).toContain('<title>SEO &amp; you</title>');
    expect(rss).toContain('<pubDate>Mon, 05 Jan 2026 00:00:00 GMT</pubDate>');
  });
});
