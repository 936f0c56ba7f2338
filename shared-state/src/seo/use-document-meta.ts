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
  image?: string;
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
}

/** A page's meta with everything derived: what the browser writes into <head> and what the
 * render server sends in its HTML, from the same function so the two agree. */
export interface ResolvedDocumentMeta {
  title: string;
  description?: string;
  keywords?: string;
  url: string;
  type: 'website' | 'article';
  image?: string;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
}

export function resolveDocumentMeta(meta: DocumentMeta, pathname: string): ResolvedDocumentMeta {
  const { brandName, siteUrl } = getSiteConfig();
  const title = meta.title.includes(brandName) ? meta.title : `${meta.title} | ${brandName}`;
  const url = `${siteUrl}${meta.canonicalPath ?? pathname}`;
  const jsonLd = meta.jsonLd ? (Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd]) : [];
  if (meta.breadcrumbs?.length) {
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
    image: meta.image,
    siteName: brandName,
    jsonLd,
    noindex: !!meta.noindex,
  };
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
    const resolved = resolveDocumentMeta(
      JSON.parse(metaKey) as DocumentMeta,
      window.location.pathname,
    );
    document.title = resolved.title;
    setMeta('name', 'description', resolved.description);
    setMeta('name', 'keywords', resolved.keywords);
    setMeta('name', 'robots', resolved.noindex ? 'noindex' : undefined);
    setMeta('property', 'og:title', resolved.title);
    setMeta('property', 'og:description', resolved.description);
    setMeta('property', 'og:type', resolved.type);
    setMeta('property', 'og:url', resolved.url);
    setMeta('property', 'og:site_name', resolved.siteName);
    setMeta('property', 'og:image', resolved.image);
    setMeta('name', 'twitter:card', resolved.image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', resolved.title);
    setMeta('name', 'twitter:description', resolved.description);
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
