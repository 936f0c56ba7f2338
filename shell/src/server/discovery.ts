import type { RouteObject } from 'react-router';
import { apiUrl, blogPostPath, getSiteConfig, paths } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { indexedRemotes, remoteNames, remotePrefixes } from '../remotes/remote-registry';
import { escapeHtml, RSS_PATH } from './document';

/** Paths crawlers are kept out of: those of the remotes that are not indexed (account,
 * personal and admin pages), from the apps manifest. */
export const DISALLOWED_PREFIXES = remoteNames
  .filter((name) => !indexedRemotes.includes(name))
  .flatMap((name) => remotePrefixes[name] ?? []);

/** The concrete paths of a remote's routes: no parameters, no splats, none marked
 * `handle: { sitemap: false }` (aliases and redirects). */
export function staticPaths(routes: RouteObject[]): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const handle = route.handle as { sitemap?: boolean } | undefined;
    if (handle?.sitemap === false) continue;
    if (route.path && !route.path.includes(':') && !route.path.includes('*'))
      found.push(route.path);
    if (route.children) found.push(...staticPaths(route.children));
  }
  return found;
}

type PublishedPost = Pick<
  Post,
  '_id' | 'slug' | 'title' | 'excerpt' | 'createdAt' | 'updatedAt' | 'publishedAt'
>;

/** The api's largest page: the sitemap and the feed list every published post. */
const PAGE_SIZE = 100;
/** A bound on the pages read, so a cursor that never ends cannot hold a request forever. */
const MAX_PAGES = 50;

/** Every published post, straight from the api (the render server's own read), page by page
 * through the `X-Next-Cursor` header. */
export async function fetchPublishedPosts(): Promise<PublishedPost[]> {
  const { tenantId } = getSiteConfig();
  const posts: PublishedPost[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ status: 'Published', limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(apiUrl(`/posts/${encodeURIComponent(tenantId)}?${query}`), {
      headers: { 'x-tenant-id': tenantId },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok)
      throw new Error(`The api answered ${response.status} for the published posts.`);
    const reply: unknown = await response.json();
    if (Array.isArray(reply)) {
      posts.push(...(reply as PublishedPost[]));
    }
    cursor = response.headers.get('x-next-cursor');
    if (!cursor) break;
  }
  return posts;
}

function postPath(post: PublishedPost): string {
  return blogPostPath(post.slug);
}

function isoDate(value: string | undefined | null): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function sitemapXml(pagePaths: string[], posts: PublishedPost[]): string {
  const { siteUrl } = getSiteConfig();
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const unique = [...new Set(pagePaths)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map((path) => entry(path)),
    ...posts.map((post) => entry(postPath(post), isoDate(post.updatedAt))),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  const { siteUrl } = getSiteConfig();
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function rssXml(posts: PublishedPost[]): string {
  const { siteUrl, brandName } = getSiteConfig();
  const items = posts.map((post) => {
    const link = `${siteUrl}${postPath(post)}`;
    const date = isoDate(post.publishedAt ?? post.createdAt);
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      post.excerpt ? `      <description>${escapeHtml(post.excerpt)}</description>` : '',
      date ? `      <pubDate>${new Date(date).toUTCString()}</pubDate>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`Tech & Tranquility — ${brandName}`)}</title>`,
    `    <link>${escapeHtml(`${siteUrl}${paths.blog}`)}</link>`,
    `    <description>${escapeHtml(`Articles from the ${brandName} blog for independent auto repair shops and car dealerships.`)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeHtml(`${siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
