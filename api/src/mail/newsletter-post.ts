import sanitizeHtml from 'sanitize-html';
import { ENTITIES, sanitizePostHtml } from '../lib/html';
import { postHtmlPolicy } from '@agency/contract';

import { BLOG_PATH } from '../lib/site-paths';

/** A post made ready for mail once per send: every recipient's mail is built from it. */
export interface NewsletterPost {
  title: string;
  excerpt: string;
  /** The body: sanitized, every URL absolute, videos replaced by a link to the post. */
  html: string;
  /** The body as plain text, links written out. */
  text: string;
  /** The post on the site ("Read on the site"). */
  url: string;
  featureImage: { url: string; alt: string } | null;
}

/** The post's address on the site. */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${BLOG_PATH}/${encodeURIComponent(slug)}`;
}

function absolute(value: string | undefined, base: string): string | undefined {
  if (!value) return value;
  try {
    return new URL(value, `${base}/`).toString();
  } catch {
    return undefined;
  }
}

/**
 * The body for a mail program: first the post-HTML allow-list (the one the site shows), then
 * what mail needs on top: absolute image and link addresses (a relative one means nothing in
 * an inbox), images that shrink to the screen, and a link to the post instead of a video or
 * an embed (mail programs play neither).
 */
function mailHtml(content: string, siteUrl: string, url: string): string {
  return sanitizeHtml(sanitizePostHtml(content), {
    // The first pass kept only the policy's tags and attributes; this one only rewrites.
    allowedTags: [...postHtmlPolicy.tags],
    allowedAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        const src = absolute(attribs.src, siteUrl);
        const kept: Record<string, string> = {
          alt: attribs.alt ?? '',
          style: 'max-width:100%;height:auto;display:block;margin:0 auto;border:0',
        };
        if (src) kept.src = src;
        return { tagName, attribs: kept };
      },
      a: (tagName, attribs) => {
        const href = absolute(attribs.href, siteUrl);
        return {
          tagName,
          attribs: { ...attribs, ...(href ? { href } : {}), style: 'color:#c8102e' },
        };
      },
      video: () => ({
        tagName: 'a',
        attribs: { href: url, style: 'color:#c8102e' },
        text: 'Watch the video on the site',
      }),
      div: (tagName, attribs) =>
        attribs['data-oembed-url']
          ? {
              tagName: 'a',
              attribs: { href: url, style: 'color:#c8102e' },
              text: 'Watch the video on the site',
            }
          : { tagName, attribs },
    },
  });
}

/** The body as text: a paragraph per block, list items as dashes, links and images written out. */
function mailText(html: string): string {
  const marked = html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, inner) => {
      const label = String(inner)
        .replace(/<[^>]+>/g, '')
        .trim();
      const target = href.replace(/&amp;/g, '&');
      return label && label !== target ? `${inner} (${href})` : href;
    })
    .replace(/<img [^>]*alt="([^"]+)"[^>]*>/gi, '[$1]')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|figure|ul|ol|div|figcaption|table|tr)>/gi, '$&\n\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The post as every subscriber gets it. */
export function newsletterPost(
  post: {
    title: string;
    excerpt: string;
    content: string;
    slug: string;
    featureImage: { url: string; alt: string } | null;
  },
  siteUrl: string,
): NewsletterPost {
  const url = postUrl(siteUrl, post.slug);
  const html = mailHtml(post.content, siteUrl, url);
  const image = post.featureImage ? absolute(post.featureImage.url, siteUrl) : undefined;
  return {
    title: post.title,
    excerpt: post.excerpt,
    html,
    text: mailText(html),
    url,
    featureImage: image ? { url: image, alt: post.featureImage?.alt ?? '' } : null,
  };
}
