import { purifyAttribute, purifyConfig, purifyElement } from 'api/post-html-policy';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { domWindow } from 'shared-state';

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so these hooks never affect another user of the library. */
function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  // The browser's window, or on the server the DOM the render server provides.
  const win = domWindow();
  if (!win) return null;
  const instance = createDOMPurify(win as unknown as WindowLike);
  if (!instance.isSupported) return null;
  // The post-HTML policy the api saves with (tags, attributes, classes, styles, URL schemes);
  // the api sanitizes on save too, this is the second line of defence for content stored
  // before that, or by another host honouring the same contract.
  instance.addHook('uponSanitizeAttribute', purifyAttribute);
  instance.addHook('afterSanitizeAttributes', (node) => {
    purifyElement(node);
    if (node.tagName === 'IMG') {
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
  const fragment = instance.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const replacement = heading.ownerDocument.createElement('h2');
    for (const attribute of Array.from(heading.attributes))
      replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
