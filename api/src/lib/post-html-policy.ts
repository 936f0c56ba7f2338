/**
 * The one allow-list for the HTML of a post body: what the blog editor (CKEditor 5 with the
 * admin editor's toolbar) produces, and nothing more — headings, paragraphs, font family/size
 * spans, alignment, bold/italic/underline/strike, lists, links, block quotes, resizable images
 * in figures and uploaded videos in `figure.media`. Scripts, event handlers, `javascript:` and
 * `data:` URLs, iframes and other embeds go.
 *
 * Three sanitizers apply it: the api's on save (sanitize-html, `html.ts`), the blog's before a
 * post is shown and the admin preview's (DOMPurify, through `purifyConfig`, `purifyAttribute`
 * and `purifyElement` below), so the preview shows what readers will see. The front end imports
 * this file through the api package's `./post-html-policy` export; it has no imports of its own
 * and no DOM types, so it runs in Node and bundles into a browser app alike.
 */

const LENGTH = /^\d+(\.\d+)?(px|%|em|rem|pt|vw)$/;
const FONT_SIZE =
  /^(\d+(\.\d+)?(px|em|rem|pt|%)|xx-small|x-small|small|medium|large|x-large|xx-large)$/;
const FONT_FAMILY = /^[\w\s,'"-]+$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.,\s%]+\)|hsla?\(\s*[\d.,\s%deg]+\)|[a-z]+)$/i;

export const postHtmlPolicy = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'strike',
    'sub',
    'sup',
    'code',
    'pre',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'figcaption',
    'img',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  /** Attributes per tag; `*` for every tag. `class` is allowed where `classes` lists the tag. */
  attributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading'],
    video: [
      'src',
      'controls',
      'width',
      'height',
      'poster',
      'preload',
      'muted',
      'loop',
      'playsinline',
    ],
    source: ['src', 'type'],
    div: ['data-oembed-url'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  } as Record<string, readonly string[]>,
  /** CKEditor's content classes (styled by ckeditor5-content.css), per tag; `*` ends a prefix.
   * Any other class could pick up the site's own global styles. */
  classes: {
    figure: ['image', 'image_resized', 'image-style-*', 'media', 'table'],
    img: ['image_resized', 'image-style-*'],
    span: ['text-tiny', 'text-small', 'text-big', 'text-huge'],
    p: ['text-tiny', 'text-small', 'text-big', 'text-huge'],
  } as Record<string, readonly string[]>,
  /** Inline CSS properties the editor writes, with the values it writes, on any allowed tag.
   * Anything else (position, background images, url(), expressions) could overlay the page or
   * call out, so it goes. */
  styles: {
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'font-family': [FONT_FAMILY],
    'font-size': [FONT_SIZE],
    color: [COLOR],
    'background-color': [COLOR],
    width: [LENGTH, /^auto$/],
    height: [LENGTH, /^auto$/],
    'max-width': [LENGTH],
    'aspect-ratio': [/^\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?$/],
  } as Record<string, readonly RegExp[]>,
  /** URL schemes of links; relative URLs are allowed, protocol-relative (`//host`) are not. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /** Media only from the web. */
  schemesByTag: {
    img: ['http', 'https'],
    video: ['http', 'https'],
    source: ['http', 'https'],
  } as Record<string, readonly string[]>,
  /** Attributes that hold a URL, checked against the schemes (and `div[data-oembed-url]`,
   * which must be an absolute http(s) URL). */
  urlAttributes: ['href', 'src', 'cite', 'poster', 'srcset'],
} as const;

/** Keeps the declarations of an inline style the policy allows ('' when none is left). */
export function filterPostStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      const patterns = postHtmlPolicy.styles[property];
      return patterns?.some((pattern) => pattern.test(propertyValue))
        ? `${property}:${propertyValue}`
        : null;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join(';');
}

function classAllowed(tag: string, name: string): boolean {
  return (postHtmlPolicy.classes[tag] ?? []).some((allowed) =>
    allowed.endsWith('*') ? name.startsWith(allowed.slice(0, -1)) : name === allowed,
  );
}

// Whitespace and control characters browsers ignore inside a URL's scheme.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether a URL in an attribute of `tag` uses an allowed scheme (or none: a relative URL). */
export function postUrlAllowed(tag: string, url: string, schemes?: readonly string[]): boolean {
  const compact = url.replace(URL_IGNORED, '');
  if (compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !/^[^/?#]*:/.test(compact);
  return (schemes ?? postHtmlPolicy.schemesByTag[tag] ?? postHtmlPolicy.schemes).includes(scheme);
}

/** The value to keep for attribute `name` of an allowed `tag`, or null to drop the attribute. */
export function postHtmlAttribute(tag: string, name: string, value: string): string | null {
  if (name === 'class') {
    const kept = value
      .split(/\s+/)
      .filter((item) => item && classAllowed(tag, item))
      .join(' ');
    return kept || null;
  }
  const allowed =
    postHtmlPolicy.attributes['*']?.includes(name) ||
    postHtmlPolicy.attributes[tag]?.includes(name);
  if (!allowed) return null;
  if (name === 'style') return filterPostStyle(value) || null;
  if (name === 'data-oembed-url')
    return /^https?:\/\//i.test(value) && postUrlAllowed(tag, value, ['http', 'https'])
      ? value
      : null;
  if ((postHtmlPolicy.urlAttributes as readonly string[]).includes(name)) {
    const urls =
      name === 'srcset'
        ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
        : [value];
    return urls.every((url) => postUrlAllowed(tag, url)) ? value : null;
  }
  return value;
}

/** Links open in the same tab, or in a new one without access to this page. */
export function postLinkAttributes(attributes: Record<string, string>): Record<string, string> {
  const result = { ...attributes };
  if (result.target === '_blank') result.rel = 'noopener noreferrer';
  else delete result.target;
  return result;
}

/** DOMPurify's settings for the policy; pair with the two hooks below. (Typed structurally so
 * the api needs neither DOMPurify nor DOM types.) */
export const purifyConfig = {
  ALLOWED_TAGS: [...postHtmlPolicy.tags],
  ALLOWED_ATTR: [...new Set([...Object.values(postHtmlPolicy.attributes).flat(), 'class'])],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${postHtmlPolicy.schemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

/** DOMPurify `uponSanitizeAttribute` hook: each attribute as the policy decides. */
export function purifyAttribute(
  node: { nodeName: string },
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  const value = postHtmlAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
  data.keepAttr = value !== null;
  if (value !== null) data.attrValue = value;
}

/** DOMPurify `afterSanitizeAttributes` hook: the link rule of `postLinkAttributes`. */
export function purifyElement(node: {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}): void {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
}
