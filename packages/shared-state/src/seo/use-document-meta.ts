import { createContext, useContext, useEffect } from 'react';
import { getSiteConfig } from '../config';

export interface DocumentMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical URL, e.g. '/about'; defaults to the current path. */
  canonicalPath?: string;
  /** Open Graph type, 'website' unless stated. */
  type?: 'website' | 'article';
  /** The picture a shared link shows; the brand's share card when a page has none. */
  image?: ShareImage;
  /** JSON-LD objects of the page, serialized into one script tag owned by this hook. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Where the page sits in the site's hierarchy, from the top (Home is implied); written as
   * a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** Keep search engines off the page (protected and personal pages). */
  noindex?: boolean;
  /** The page says that what the URL names does not exist (a post not found, unpublished or
   * deleted): the render server answers it with 404, and search engines drop it. */
  notFound?: boolean;
  /** A page for whoever holds its link, not for the public (a draft's preview): `noindex,
   * nofollow`, and no share card (Open Graph, Twitter) or structured data of its own. */
  personal?: boolean;
}

/** A raster image for link previews and structured data (networks accept no SVG): an absolute
 * URL or a path on the site, its size in pixels, and the text that describes it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The brand's raster images, drawn when the shell is built (shell/scripts/brand-images.mjs)
 * and served by the render server. */
export const brandImages = {
  shareCard: { path: '/brand/share-card.png', width: 1200, height: 630 },
  logo: { path: '/brand/logo.png', width: 512, height: 512 },
} as const;

/** The brand's share card, for a page without a picture of its own. */
export function brandShareImage(): ShareImage {
  const { brandName, siteUrl } = getSiteConfig();
  return {
    url: `${siteUrl}${brandImages.shareCard.path}`,
    width: brandImages.shareCard.width,
    height: brandImages.shareCard.height,
    alt: `${brandName}: websites and marketing for auto repair shops and dealerships`,
  };
}

/** The site's Organization, with its logo: on every page, and the publisher of every post. */
export function organizationJsonLd(): Record<string, unknown> {
  const { brandName, siteUrl } = getSiteConfig();
  return {
    '@type': 'Organization',
    name: brandName,
    url: `${siteUrl}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${siteUrl}${brandImages.logo.path}`,
      width: brandImages.logo.width,
      height: brandImages.logo.height,
    },
  };
}

/** A page's meta with everything derived: what the browser writes into <head> and what the
 * render server sends in its HTML, from the same function so the two agree. */
export interface ResolvedDocumentMeta {
  title: string;
  description?: string;
  keywords?: string;
  url: string;
  type: 'website' | 'article';
  /** Always set, with an absolute URL. */
  image: ShareImage;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
  /** What the robots meta tag says, if anything. */
  robots: 'noindex' | 'noindex, nofollow' | undefined;
  /** No social tags and no structured data (DocumentMeta's `personal`). */
  personal: boolean;
}

export function resolveDocumentMeta(meta: DocumentMeta, pathname: string): ResolvedDocumentMeta {
  const { brandName, siteUrl } = getSiteConfig();
  const title = meta.title.includes(brandName) ? meta.title : `${meta.title} | ${brandName}`;
  const url = `${siteUrl}${meta.canonicalPath ?? pathname}`;
  const personal = !!meta.personal;
  const jsonLd =
    meta.jsonLd && !personal ? (Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd]) : [];
  if (meta.breadcrumbs?.length && !personal) {
    const trail = [{ name: 'Home', path: '/' }, ...meta.breadcrumbs];
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${siteUrl}${crumb.path}`,
      })),
    });
  }
  return {
    title,
    description: meta.description,
    keywords: meta.keywords,
    url,
    type: meta.type ?? 'website',
    image: meta.image
      ? { ...meta.image, url: new URL(meta.image.url, `${siteUrl}/`).href }
      : brandShareImage(),
    siteName: brandName,
    jsonLd,
    noindex: !!meta.noindex || personal,
    robots: personal ? 'noindex, nofollow' : meta.noindex ? 'noindex' : undefined,
    personal,
  };
}

/** The Open Graph and Twitter tags of a page, as `[attribute, key, content]`: the render server
 * writes them into its HTML and the browser keeps them current, from this one list. */
export function socialMetaTags(
  resolved: ResolvedDocumentMeta,
): ['name' | 'property', string, string | undefined][] {
  const { image } = resolved;
  const tags: ['name' | 'property', string, string | undefined][] = [
    ['property', 'og:title', resolved.title],
    ['property', 'og:description', resolved.description],
    ['property', 'og:type', resolved.type],
    ['property', 'og:url', resolved.url],
    ['property', 'og:site_name', resolved.siteName],
    ['property', 'og:locale', 'en_US'],
    ['property', 'og:image', image.url],
    ['property', 'og:image:width', String(image.width)],
    ['property', 'og:image:height', String(image.height)],
    ['property', 'og:image:alt', image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', resolved.title],
    ['name', 'twitter:description', resolved.description],
    ['name', 'twitter:image', image.url],
    ['name', 'twitter:image:alt', image.alt],
  ];
  // A personal page has none: each tag without content (the browser removes those it has).
  return resolved.personal ? tags.map(([attribute, key]) => [attribute, key, undefined]) : tags;
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text in it can
 * close the script element. */
export function jsonLdText(items: Record<string, unknown>[]): string {
  return JSON.stringify(items.length === 1 ? items[0] : items).replace(/</g, '\\u003c');
}

/** On the server, pages report their meta here during render; the render server writes it into
 * the HTML's <head>. The last page-level call wins, as in the browser. */
export interface DocumentMetaCollector {
  set(meta: DocumentMeta): void;
}

export const DocumentMetaContext = createContext<DocumentMetaCollector | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the page's title, description, canonical link, social tags and JSON-LD. The title
 * reads "<page> | <brand>" unless the page title already names the brand. */
export function useDocumentMeta(meta: DocumentMeta): void {
  const collector = useContext(DocumentMetaContext);
  // Server render: no effects run, so the meta is handed to the render server directly.
  if (collector && typeof window === 'undefined') collector.set(meta);
  const metaKey = JSON.stringify(meta);
  useEffect(() => {
    const pageMeta = JSON.parse(metaKey) as DocumentMeta;
    const resolved = resolveDocumentMeta(pageMeta, window.location.pathname);
    document.title = resolved.title;
    setMeta('name', 'description', resolved.description);
    setMeta('name', 'keywords', resolved.keywords);
    setMeta('name', 'robots', resolved.robots);
    // The render server may have sent a picture its page's code does not know of (one drawn by
    // the remote's build, shell/src/server/remote-assets.ts): on the page it rendered (its
    // og:url) a page without an image of its own keeps those tags.
    const keepServerImage =
      !pageMeta.image &&
      document.head.querySelector('meta[property="og:url"]')?.getAttribute('content') ===
        resolved.url;
    for (const [attribute, key, content] of socialMetaTags(resolved))
      if (!keepServerImage || !/^(og|twitter):image/.test(key)) setMeta(attribute, key, content);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = resolved.url;
    let script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]');
    if (resolved.jsonLd.length) {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.dataset.pageJsonld = '';
        document.head.appendChild(script);
      }
      script.textContent = jsonLdText(resolved.jsonLd);
    } else {
      script?.remove();
    }
  }, [metaKey]);
}
