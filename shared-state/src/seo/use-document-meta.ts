import { useEffect } from 'react';
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
  /** JSON-LD object, serialized into one script tag owned by this hook. */
  jsonLd?: Record<string, unknown>;
}

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
  const { title, description, keywords, canonicalPath, type, image, jsonLd } = meta;
  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : undefined;
  useEffect(() => {
    const { brandName, siteUrl } = getSiteConfig();
    const fullTitle = title.includes(brandName) ? title : `${title} | ${brandName}`;
    document.title = fullTitle;
    const url = `${siteUrl}${canonicalPath ?? window.location.pathname}`;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', keywords);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', brandName);
    setMeta('property', 'og:image', image);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = url;
    let script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]');
    if (jsonLdText) {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.dataset.pageJsonld = '';
        document.head.appendChild(script);
      }
      script.textContent = jsonLdText.replace(/</g, '\\u003c');
    } else {
      script?.remove();
    }
  }, [title, description, keywords, canonicalPath, type, image, jsonLdText]);
}
