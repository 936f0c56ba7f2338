import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { domWindow } from 'shared-state';

/**
 * What the blog editor (CKEditor 5 with the spec's toolbar) produces, and nothing more:
 * headings, paragraphs, font family/size spans, alignment, bold/italic/underline/strike,
 * lists, links, block quotes, resizable images in figures and uploaded videos in
 * `figure.media`. The api sanitizes on save too; this is the second line of defence for
 * content stored before that, or by another host honouring the same contract.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'sub', 'sup', 'code', 'pre', 'mark',
    'blockquote', 'ul', 'ol', 'li', 'a',
    'figure', 'figcaption', 'img', 'video', 'source',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  ALLOWED_ATTR: [
    'style', 'class', 'href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'srcset', 'sizes',
    'controls', 'poster', 'preload', 'muted', 'loop', 'playsinline', 'type', 'start', 'reversed',
    'colspan', 'rowspan', 'scope',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // http(s), mailto and tel links, and relative URLs; javascript:, data: and the rest go.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const LENGTH = /^\d+(\.\d+)?(px|%|em|rem|pt|vw)$/;
const FONT_SIZE = /^(\d+(\.\d+)?(px|em|rem|pt|%)|xx-small|x-small|small|medium|large|x-large|xx-large)$/;
const FONT_FAMILY = /^[\w\s,'"-]+$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.,\s%]+\)|hsla?\(\s*[\d.,\s%deg]+\)|[a-z]+)$/i;

/** CSS properties the editor writes, with the values it writes. Anything else (position,
 * background images, url(), expressions) could overlay the page or call out, so it goes. */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  'text-align': [/^(left|right|center|justify|start|end)$/],
  'font-family': [FONT_FAMILY],
  'font-size': [FONT_SIZE],
  color: [COLOR],
  'background-color': [COLOR],
  width: [LENGTH, /^auto$/],
  height: [LENGTH, /^auto$/],
  'max-width': [LENGTH],
  'aspect-ratio': [/^\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?$/],
};

/** CKEditor's content classes (styled by ckeditor5-content.css); any other class could pick
 * up the site's own global styles. */
const ALLOWED_CLASS = /^(image|image_resized|image-style-[\w-]+|image-inline|media|table|text-(tiny|small|big|huge))$/;

function filterStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      const patterns = ALLOWED_STYLES[property];
      return patterns?.some((pattern) => pattern.test(propertyValue)) ? `${property}:${propertyValue}` : null;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join(';');
}

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so these hooks never affect another user of the library. */
function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  // The browser's window, or on the server the DOM the render server provides.
  const win = domWindow();
  if (!win) return null;
  const instance = createDOMPurify(win as unknown as WindowLike);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = filterStyle(data.attrValue);
      data.keepAttr = data.attrValue.length > 0;
    } else if (data.attrName === 'class') {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((name) => ALLOWED_CLASS.test(name))
        .join(' ');
      data.keepAttr = data.attrValue.length > 0;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    } else if (node.tagName === 'IMG') {
      // Post images sit below the title: never let them hold up the first paint.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    } else if (node.tagName === 'VIDEO') {
      node.setAttribute('controls', '');
      node.setAttribute('preload', 'metadata');
    }
  });
  purifier = instance;
  return purifier;
}

/**
 * Sanitized HTML of a post body, ready for `dangerouslySetInnerHTML`. Headings of level 1 in
 * the body become level 2, since the page's one <h1> is the post title. Where no DOM exists
 * (a server that provides none) it returns an empty string rather than unchecked HTML.
 */
export function sanitizePostHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  const fragment = instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const replacement = heading.ownerDocument.createElement('h2');
    for (const attribute of Array.from(heading.attributes)) replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Words of the body's text, for the reading-time estimate. Works without a DOM. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter(Boolean).length;
}
